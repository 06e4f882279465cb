/**
 * @generated SignedSource<<2f9aa3a8cabf416fab98dabfe0177a56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "30f136da8b35a31d2fbdf6b492a3a85e",
    "id": null,
    "metadata": {},
    "name": "useRolePermissionRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation useRolePermissionRemoveMutation(\n  $associateInput: AssociateInput!\n) {\n  removeRolePermission(associateInput: $associateInput) {\n    id\n    ...RolePermissions_role\n  }\n}\n\nfragment RolePermissions_role on Role {\n  idRole\n  code\n  permissions {\n    idPermission\n    type\n    value\n    module\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "1cb76385cef4da071d65dd91d195245b";

export default node;
