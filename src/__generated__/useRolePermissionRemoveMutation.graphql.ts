/**
 * @generated SignedSource<<bbd4c20a3fb1f62a48c99962387be000>>
 * @relayHash 30f136da8b35a31d2fbdf6b492a3a85e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 279507f605155c3934e95b13c589c0353261be459f1ba5f467697a35c28f5b19

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssociateInput = {
  idPermissions: ReadonlyArray<string>;
  idRole: string;
};
export type useRolePermissionRemoveMutation$variables = {
  associateInput: AssociateInput;
};
export type useRolePermissionRemoveMutation$data = {
  readonly removeRolePermission: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"RolePermissions_role">;
  };
};
export type useRolePermissionRemoveMutation = {
  response: useRolePermissionRemoveMutation$data;
  variables: useRolePermissionRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "associateInput"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "associateInput",
    "variableName": "associateInput"
  }
],
v2 = {
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
    "name": "useRolePermissionRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "removeRolePermission",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RolePermissions_role"
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
    "name": "useRolePermissionRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "removeRolePermission",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idRole",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Permission",
            "kind": "LinkedField",
            "name": "permissions",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idPermission",
                "storageKey": null
              },
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
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "279507f605155c3934e95b13c589c0353261be459f1ba5f467697a35c28f5b19",
    "metadata": {},
    "name": "useRolePermissionRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1cb76385cef4da071d65dd91d195245b";

export default node;
