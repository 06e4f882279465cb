/**
 * @generated SignedSource<<b69b4b7f2b86dd7662da0589996a1ba6>>
 * @relayHash adb1800f95fd9ba3051dca4d6c2d76f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45f839ffcab8f403536e2cb5c0ded7487ffe6763c02113194426db8da60dcbe5

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
    "id": "45f839ffcab8f403536e2cb5c0ded7487ffe6763c02113194426db8da60dcbe5",
    "metadata": {},
    "name": "PermissionModulesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ee2b9baa4ffe3f46a906b510b7e13304";

export default node;
