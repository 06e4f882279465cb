/**
 * @generated SignedSource<<a8314f630a57f85ee7cc14d8f8cb8d92>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PermissionType = "BACK" | "FRONT" | "%future added value";
export type PermissionModulesQuery$variables = Record<PropertyKey, never>;
export type PermissionModulesQuery$data = {
  readonly getModulePermissions: ReadonlyArray<{
    readonly module: string;
    readonly permissions: ReadonlyArray<{
      readonly idPermission: string;
      readonly type: PermissionType;
      readonly value: string;
    }>;
  }>;
};
export type PermissionModulesQuery = {
  response: PermissionModulesQuery$data;
  variables: PermissionModulesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "module",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idPermission",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PermissionModulesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ModulePermission",
        "kind": "LinkedField",
        "name": "getModulePermissions",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Permission",
            "kind": "LinkedField",
            "name": "permissions",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PermissionModulesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ModulePermission",
        "kind": "LinkedField",
        "name": "getModulePermissions",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Permission",
            "kind": "LinkedField",
            "name": "permissions",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "adb1800f95fd9ba3051dca4d6c2d76f6",
    "id": null,
    "metadata": {},
    "name": "PermissionModulesQuery",
    "operationKind": "query",
    "text": "query PermissionModulesQuery {\n  getModulePermissions {\n    module\n    permissions {\n      idPermission\n      type\n      value\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ee2b9baa4ffe3f46a906b510b7e13304";

export default node;
