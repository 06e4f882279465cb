/**
 * @generated SignedSource<<9ac7b67406ce52fa0c20ab69fe6ae87e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoleRouteQuery$variables = {
  idRole: string;
};
export type RoleRouteQuery$data = {
  readonly getRoleById: {
    readonly code: string;
    readonly userCount: number;
    readonly " $fragmentSpreads": FragmentRefs<"RoleDetails_role" | "RolePermissions_role">;
  } | null | undefined;
};
export type RoleRouteQuery = {
  response: RoleRouteQuery$data;
  variables: RoleRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idRole"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "idRole",
    "variableName": "idRole"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userCount",
  "storageKey": null
},
v4 = {
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
    "name": "RoleRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "getRoleById",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RoleRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "getRoleById",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "540cd02e56582e5918f6af94bc9c0138",
    "id": null,
    "metadata": {},
    "name": "RoleRouteQuery",
    "operationKind": "query",
    "text": "query RoleRouteQuery(\n  $idRole: ID!\n) {\n  getRoleById(idRole: $idRole) {\n    code\n    userCount\n    ...RoleDetails_role\n    ...RolePermissions_role\n    id\n  }\n}\n\nfragment RoleDetails_role on Role {\n  idRole\n  code\n  description\n  updatedAt\n}\n\nfragment RolePermissions_role on Role {\n  idRole\n  code\n  permissions {\n    idPermission\n    type\n    value\n    module\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2309df112d94256fdd18cd747aac6c5b";

export default node;
