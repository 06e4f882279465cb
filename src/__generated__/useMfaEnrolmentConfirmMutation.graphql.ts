/**
 * @generated SignedSource<<a8181e227f0f27b705a2697cbd447c8c>>
 * @relayHash 52515c8c0792a8cdaeafea3beac86062
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dfdf73e0be29c3d90523df42c3d032877f819c8b27d0302e8308859614a7574f

import { ConcreteRequest } from 'relay-runtime';
export type useMfaEnrolmentConfirmMutation$variables = {
  code: string;
};
export type useMfaEnrolmentConfirmMutation$data = {
  readonly confirmMfaEnrolment: {
    readonly recoveryCodes: ReadonlyArray<string>;
  };
};
export type useMfaEnrolmentConfirmMutation = {
  response: useMfaEnrolmentConfirmMutation$data;
  variables: useMfaEnrolmentConfirmMutation$variables;
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
    "concreteType": "MfaEnrolmentResult",
    "kind": "LinkedField",
    "name": "confirmMfaEnrolment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recoveryCodes",
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
    "name": "useMfaEnrolmentConfirmMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMfaEnrolmentConfirmMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "dfdf73e0be29c3d90523df42c3d032877f819c8b27d0302e8308859614a7574f",
    "metadata": {},
    "name": "useMfaEnrolmentConfirmMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5b6c80cc466f580ff8818326c27cac93";

export default node;
