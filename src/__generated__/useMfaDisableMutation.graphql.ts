/**
 * @generated SignedSource<<aac55e7a03ad012af7fefbb0caf28f2e>>
 * @relayHash 756506549265a9690e6376072ef7c4a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c61ca7c153c512ad5db98aa11d005e9d09da2eafe9d166a0b67518dab7d5a89

import { ConcreteRequest } from 'relay-runtime';
export type useMfaDisableMutation$variables = {
  code: string;
};
export type useMfaDisableMutation$data = {
  readonly disableMfa: {
    readonly enrolled: boolean;
  };
};
export type useMfaDisableMutation = {
  response: useMfaDisableMutation$data;
  variables: useMfaDisableMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "code",
        "variableName": "code"
      }
    ],
    "concreteType": "MfaStatus",
    "kind": "LinkedField",
    "name": "disableMfa",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "enrolled",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMfaDisableMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMfaDisableMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1c61ca7c153c512ad5db98aa11d005e9d09da2eafe9d166a0b67518dab7d5a89",
    "metadata": {},
    "name": "useMfaDisableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "60019cfe523ed0af55e374dd1d4e5b44";

export default node;
