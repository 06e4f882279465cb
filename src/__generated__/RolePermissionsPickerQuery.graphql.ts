/**
 * @generated SignedSource<<91707cff39fa17b0403c04d317954f38>>
 * @relayHash 40323904cdfb806321b3dfa92e964b76
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8478821aad9db4252b6ad0fbd10581f372a4a58f363fc91e603708e51bb1d9a1

import { ConcreteRequest } from 'relay-runtime';
export type PermissionType = "BACK" | "FRONT" | "%future added value";
export type PermissionSearchInput = {
  associated?: boolean | null | undefined;
  module?: string | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
  text?: string | null | undefined;
  type?: PermissionType | null | undefined;
};
export type RolePermissionsPickerQuery$variables = {
  idRole?: string | null | undefined;
  searchInput: PermissionSearchInput;
};
export type RolePermissionsPickerQuery$data = {
  readonly searchPermissions: {
    readonly data: ReadonlyArray<{
      readonly idPermission: string;
      readonly module: string;
      readonly type: PermissionType;
      readonly value: string;
    }>;
  };
};
export type RolePermissionsPickerQuery = {
  response: RolePermissionsPickerQuery$data;
  variables: RolePermissionsPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idRole"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchInput"
},
v2 = [
  {
    "kind": "Variable",
    "name": "idRole",
    "variableName": "idRole"
  },
  {
    "kind": "Variable",
    "name": "searchInput",
    "variableName": "searchInput"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idPermission",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "module",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RolePermissionsPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "PermissionPage",
        "kind": "LinkedField",
        "name": "searchPermissions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Permission",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RolePermissionsPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "PermissionPage",
        "kind": "LinkedField",
        "name": "searchPermissions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Permission",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
    "id": "8478821aad9db4252b6ad0fbd10581f372a4a58f363fc91e603708e51bb1d9a1",
    "metadata": {},
    "name": "RolePermissionsPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b441d0c646287a267f66c0fd1716f451";

export default node;
