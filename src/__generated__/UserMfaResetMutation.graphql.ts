/**
 * @generated SignedSource<<10a902978a65f54c376a9da76c04c9cd>>
 * @relayHash 0952130b4a56635d658b48a0272926bc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fc89071f130fb892cea412722ddd097b83cde35073d8148200ccf112cede9d8f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserMfaResetMutation$variables = {
  idUser: string;
};
export type UserMfaResetMutation$data = {
  readonly resetUserMfa: {
    readonly " $fragmentSpreads": FragmentRefs<"UserMfaReset_user">;
  };
};
export type UserMfaResetMutation = {
  response: UserMfaResetMutation$data;
  variables: UserMfaResetMutation$variables;
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
    "name": "UserMfaResetMutation",
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
    "name": "UserMfaResetMutation",
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
    "id": "fc89071f130fb892cea412722ddd097b83cde35073d8148200ccf112cede9d8f",
    "metadata": {},
    "name": "UserMfaResetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d80bdbcbfd0c539da00f8047df98ccd2";

export default node;
