/**
 * @generated SignedSource<<3c6afdec31311cc07e6c58e2a4e609d7>>
 * @relayHash 879eda16a609726ffd50d053a9545d5d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 14924734f353799e1c03fe88476fa46d76ff77eba2913f15b8b24a01e3dc9aa3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PermissionType = "BACK" | "FRONT" | "%future added value";
export type PermissionSearchInput = {
  associated?: boolean | null | undefined;
  module?: string | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
  text?: string | null | undefined;
  type?: PermissionType | null | undefined;
};
export type PermissionsListRouteQuery$variables = {
  byModule: boolean;
  filtered: boolean;
  searchInput: PermissionSearchInput;
  skip?: number | null | undefined;
  take?: number | null | undefined;
};
export type PermissionsListRouteQuery$data = {
  readonly getAllPermissions?: {
    readonly count: number;
    readonly data: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"PermissionsListTable_permissions">;
    }>;
  };
  readonly modules?: {
    readonly " $fragmentSpreads": FragmentRefs<"PermissionModules_query">;
  } | null | undefined;
  readonly searchPermissions?: {
    readonly count: number;
    readonly data: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"PermissionsListTable_permissions">;
    }>;
  };
};
export type PermissionsListRouteQuery = {
  response: PermissionsListRouteQuery$data;
  variables: PermissionsListRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "byModule"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filtered"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchInput"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "skip"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "take"
},
v5 = [
  {
    "kind": "Variable",
    "name": "skip",
    "variableName": "skip"
  },
  {
    "kind": "Variable",
    "name": "take",
    "variableName": "take"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v7 = [
  (v6/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Permission",
    "kind": "LinkedField",
    "name": "data",
    "plural": true,
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PermissionsListTable_permissions"
      }
    ],
    "storageKey": null
  }
],
v8 = [
  {
    "kind": "Variable",
    "name": "searchInput",
    "variableName": "searchInput"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idPermission",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "module",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v14 = [
  (v6/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Permission",
    "kind": "LinkedField",
    "name": "data",
    "plural": true,
    "selections": [
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
      (v13/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PermissionsListRouteQuery",
    "selections": [
      {
        "condition": "byModule",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "condition": "filtered",
            "kind": "Condition",
            "passingValue": false,
            "selections": [
              {
                "alias": null,
                "args": (v5/*:: as any*/),
                "concreteType": "PermissionPage",
                "kind": "LinkedField",
                "name": "getAllPermissions",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              }
            ]
          },
          {
            "condition": "filtered",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": (v8/*:: as any*/),
                "concreteType": "PermissionPage",
                "kind": "LinkedField",
                "name": "searchPermissions",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              }
            ]
          }
        ]
      },
      {
        "condition": "byModule",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PermissionModules_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "modules"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PermissionsListRouteQuery",
    "selections": [
      {
        "condition": "byModule",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "condition": "filtered",
            "kind": "Condition",
            "passingValue": false,
            "selections": [
              {
                "alias": null,
                "args": (v5/*:: as any*/),
                "concreteType": "PermissionPage",
                "kind": "LinkedField",
                "name": "getAllPermissions",
                "plural": false,
                "selections": (v14/*:: as any*/),
                "storageKey": null
              }
            ]
          },
          {
            "condition": "filtered",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": (v8/*:: as any*/),
                "concreteType": "PermissionPage",
                "kind": "LinkedField",
                "name": "searchPermissions",
                "plural": false,
                "selections": (v14/*:: as any*/),
                "storageKey": null
              }
            ]
          }
        ]
      },
      {
        "condition": "byModule",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ModulePermission",
            "kind": "LinkedField",
            "name": "getModulePermissions",
            "plural": true,
            "selections": [
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Permission",
                "kind": "LinkedField",
                "name": "permissions",
                "plural": true,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v13/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "14924734f353799e1c03fe88476fa46d76ff77eba2913f15b8b24a01e3dc9aa3",
    "metadata": {},
    "name": "PermissionsListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5ea6abce68a6f9ede8f9e7af9036e647";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
