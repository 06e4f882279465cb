/**
 * @generated SignedSource<<5f0baf8426a9084e48c4dd5ee2291f30>>
 * @relayHash f42989a1de97196c987ffdeb44ef44fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 25d0a6fc2bc56e7a90df245562d079e56fab02d50a47006b4edfbe522daf83db

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PermissionType = "BACK" | "FRONT" | "%future added value";
export type PermissionInput = {
  module?: string | null | undefined;
  type: PermissionType;
  value: string;
};
export type usePermissionCreateMutation$variables = {
  permissionInput: PermissionInput;
};
export type usePermissionCreateMutation$data = {
  readonly createPermission: {
    readonly idPermission: string;
    readonly permission: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PermissionsListTable_permissions">;
    };
  };
};
export type usePermissionCreateMutation = {
  response: usePermissionCreateMutation$data;
  variables: usePermissionCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "permissionInput"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "permissionInput",
    "variableName": "permissionInput"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idPermission",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePermissionCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreatePermissionPayload",
        "kind": "LinkedField",
        "name": "createPermission",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Permission",
            "kind": "LinkedField",
            "name": "permission",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PermissionsListTable_permissions"
              }
            ],
            "storageKey": null
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
    "name": "usePermissionCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreatePermissionPayload",
        "kind": "LinkedField",
        "name": "createPermission",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Permission",
            "kind": "LinkedField",
            "name": "permission",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "module",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "25d0a6fc2bc56e7a90df245562d079e56fab02d50a47006b4edfbe522daf83db",
    "metadata": {},
    "name": "usePermissionCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6430ff0bfc4968369422c7b0d2a9348b";

export default node;
