/**
 * @generated SignedSource<<e92a95294299db4de05981d7cee97358>>
 * @relayHash eb897c8aaed054ca529080de424357f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4c82c754bd2ef69dfd7483c6a6da732bb1d0f68c7fed4c429ff6ade71e0ada3

import { ConcreteRequest } from 'relay-runtime';
export type SecurityMfaDisableMutation$variables = {
  code: string;
};
export type SecurityMfaDisableMutation$data = {
  readonly disableMfa: {
    readonly enrolled: boolean;
  };
};
export type SecurityMfaDisableMutation = {
  response: SecurityMfaDisableMutation$data;
  variables: SecurityMfaDisableMutation$variables;
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
    "name": "SecurityMfaDisableMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SecurityMfaDisableMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f4c82c754bd2ef69dfd7483c6a6da732bb1d0f68c7fed4c429ff6ade71e0ada3",
    "metadata": {},
    "name": "SecurityMfaDisableMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b5d3219c0e264a7207ceb68ed7c1a1c8";

export default node;
