/**
 * @generated SignedSource<<a3511a0f607f9907474ecacdf4d2e95f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateRoleInput = {
  code?: string | null | undefined;
  description?: string | null | undefined;
  idRole: string;
};
export type useRoleUpdateMutation$variables = {
  updateInput: UpdateRoleInput;
};
export type useRoleUpdateMutation$data = {
  readonly updateRole: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"RoleDetails_role" | "RolePermissions_role">;
  };
};
export type useRoleUpdateMutation = {
  response: useRoleUpdateMutation$data;
  variables: useRoleUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "updateInput"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "updateInput",
    "variableName": "updateInput"
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
    "name": "useRoleUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "updateRole",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RoleDetails_role"
          },
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
    "name": "useRoleUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "updateRole",
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
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
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
    "cacheID": "eeb7d262328b339136ee727150e8bcd1",
    "id": null,
    "metadata": {},
    "name": "useRoleUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useRoleUpdateMutation(\n  $updateInput: UpdateRoleInput!\n) {\n  updateRole(updateInput: $updateInput) {\n    id\n    ...RoleDetails_role\n    ...RolePermissions_role\n  }\n}\n\nfragment RoleDetails_role on Role {\n  idRole\n  code\n  description\n  updatedAt\n}\n\nfragment RolePermissions_role on Role {\n  idRole\n  code\n  permissions {\n    idPermission\n    type\n    value\n    module\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "96329ed0545300a86b204262459f0b17";

export default node;
