/**
 * @generated SignedSource<<cb085bb245313c13d1184ba7f63a0158>>
 * @relayHash 6ab70c10ef73bbbfadb109cf15f9caf7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e9cd0de3fca81cfbd5d714f045cdba47f831259f00e4a8d7b1590c0485a1672f

import { ConcreteRequest } from 'relay-runtime';
export type EntityRoleFilter = "BOTH" | "CUSTOMER" | "SUPPLIER" | "%future added value";
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
export type EntitySearchInput = {
  role?: EntityRoleFilter | null | undefined;
  skip?: number | null | undefined;
  sortBy?: string | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  status?: Status | null | undefined;
  take?: number | null | undefined;
  text?: string | null | undefined;
};
export type SupplierPickerQuery$variables = {
  input: EntitySearchInput;
  selected: string;
  withSelected: boolean;
};
export type SupplierPickerQuery$data = {
  readonly searchEntityList: {
    readonly data: ReadonlyArray<{
      readonly commercialName: string;
      readonly idEntity: string;
      readonly name: string;
    }>;
  };
  readonly selected?: {
    readonly commercialName: string;
    readonly idEntity: string;
    readonly name: string;
  } | null | undefined;
};
export type SupplierPickerQuery = {
  response: SupplierPickerQuery$data;
  variables: SupplierPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "selected"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withSelected"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idEntity",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "commercialName",
  "storageKey": null
},
v5 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v6 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "selected"
  }
],
v7 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SupplierPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EntityPage",
        "kind": "LinkedField",
        "name": "searchEntityList",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "withSelected",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "selected",
            "args": (v6/*:: as any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "getEntityById",
            "plural": false,
            "selections": (v5/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SupplierPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EntityPage",
        "kind": "LinkedField",
        "name": "searchEntityList",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "withSelected",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "selected",
            "args": (v6/*:: as any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "getEntityById",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "e9cd0de3fca81cfbd5d714f045cdba47f831259f00e4a8d7b1590c0485a1672f",
    "metadata": {},
    "name": "SupplierPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4097c106ce63fcd31b91a7a3849f4329";

export default node;
