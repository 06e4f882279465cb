/**
 * @generated SignedSource<<e0ada8e9bf2bda4a8eac20c3415c84e9>>
 * @relayHash 6a70391c2b516dd1f44d422ca89e7fc9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da71ebd4913630092445463f92f46f4115e6a6ec2c6ecf66f5364997812e76b1

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
  "name": "filtered"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchInput"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "skip"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "take"
},
v4 = [
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/),
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
v7 = [
  {
    "kind": "Variable",
    "name": "searchInput",
    "variableName": "searchInput"
  }
],
v8 = [
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Permission",
    "kind": "LinkedField",
    "name": "data",
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
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PermissionsListRouteQuery",
    "selections": [
      {
        "condition": "filtered",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "PermissionPage",
            "kind": "LinkedField",
            "name": "getAllPermissions",
            "plural": false,
            "selections": (v6/*:: as any*/),
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
            "args": (v7/*:: as any*/),
            "concreteType": "PermissionPage",
            "kind": "LinkedField",
            "name": "searchPermissions",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
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
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PermissionsListRouteQuery",
    "selections": [
      {
        "condition": "filtered",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "PermissionPage",
            "kind": "LinkedField",
            "name": "getAllPermissions",
            "plural": false,
            "selections": (v8/*:: as any*/),
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
            "args": (v7/*:: as any*/),
            "concreteType": "PermissionPage",
            "kind": "LinkedField",
            "name": "searchPermissions",
            "plural": false,
            "selections": (v8/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "da71ebd4913630092445463f92f46f4115e6a6ec2c6ecf66f5364997812e76b1",
    "metadata": {},
    "name": "PermissionsListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ff49eed967f51fca3aa10f9d87964ad3";

export default node;
