/**
 * @generated SignedSource<<0a719782c0bedf79c2e4bb12daa0858b>>
 * @relayHash aba2e7f6408dbaebee50a39cab099044
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bae3f7f5764f41c8a7d38758c03d695f2808d895141256ebe1aeaeefeb2a73f4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useUserMfaResetMutation$variables = {
  idUser: string;
};
export type useUserMfaResetMutation$data = {
  readonly resetUserMfa: {
    readonly " $fragmentSpreads": FragmentRefs<"UserMfaReset_user">;
  };
};
export type useUserMfaResetMutation = {
  response: useUserMfaResetMutation$data;
  variables: useUserMfaResetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idUser"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "idUser",
    "variableName": "idUser"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUserMfaResetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "resetUserMfa",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "UserMfaReset_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUserMfaResetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "resetUserMfa",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idUser",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mfaEnrolled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "bae3f7f5764f41c8a7d38758c03d695f2808d895141256ebe1aeaeefeb2a73f4",
    "metadata": {},
    "name": "useUserMfaResetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cdfcfd70b544ee9106ee6cf2f1b86b5e";

export default node;
