/**
 * @generated SignedSource<<4bdddea335de599ace55d262377c5ff3>>
 * @relayHash e7194333add9db80af2b8599286151f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a9f4271029413c8b18a1f838dd46cffc4d4b52f6cedb63663790f32ecc1f905

import { ConcreteRequest } from 'relay-runtime';
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
export type SearchInput = {
  skip?: number | null | undefined;
  sortBy?: string | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  status?: Status | null | undefined;
  take?: number | null | undefined;
  text?: string | null | undefined;
};
export type CategoryPickerQuery$variables = {
  input: SearchInput;
  selected: string;
  withSelected: boolean;
};
export type CategoryPickerQuery$data = {
  readonly searchProductCategories: {
    readonly data: ReadonlyArray<{
      readonly categoryType: {
        readonly name: string;
        readonly nameEs: string | null | undefined;
      } | null | undefined;
      readonly idProductCategory: string;
      readonly name: string;
    }>;
  };
  readonly selected?: {
    readonly categoryType: {
      readonly name: string;
      readonly nameEs: string | null | undefined;
    } | null | undefined;
    readonly idProductCategory: string;
    readonly name: string;
  } | null | undefined;
};
export type CategoryPickerQuery = {
  response: CategoryPickerQuery$data;
  variables: CategoryPickerQuery$variables;
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
  "name": "idProductCategory",
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
  "concreteType": "GeneralParameterValue",
  "kind": "LinkedField",
  "name": "categoryType",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nameEs",
      "storageKey": null
    }
  ],
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
    "name": "CategoryPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductCategoryPage",
        "kind": "LinkedField",
        "name": "searchProductCategories",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductCategory",
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
            "concreteType": "ProductCategory",
            "kind": "LinkedField",
            "name": "getProductCategoryById",
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
    "name": "CategoryPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductCategoryPage",
        "kind": "LinkedField",
        "name": "searchProductCategories",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductCategory",
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
            "concreteType": "ProductCategory",
            "kind": "LinkedField",
            "name": "getProductCategoryById",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "9a9f4271029413c8b18a1f838dd46cffc4d4b52f6cedb63663790f32ecc1f905",
    "metadata": {},
    "name": "CategoryPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e438f35fc02b82d0a5a8d29687bf8e35";

export default node;
