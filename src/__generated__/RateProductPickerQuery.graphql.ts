/**
 * @generated SignedSource<<a19d361a8c37d667ba94ad67afed9d07>>
 * @relayHash b72bf8df2ec96d4f3ac32a4a0312aea3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c2354b7625f498b89afb39a79fffbcff068d5d2a2e74820322e72da260cfb28

import { ConcreteRequest } from 'relay-runtime';
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
export type ProductSearchInput = {
  idProductCategory?: string | null | undefined;
  idProductType?: string | null | undefined;
  idSupplier?: string | null | undefined;
  skip?: number | null | undefined;
  sortBy?: string | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  status?: Status | null | undefined;
  take?: number | null | undefined;
  text?: string | null | undefined;
};
export type RateProductPickerQuery$variables = {
  input: ProductSearchInput;
  selected: string;
  withSelected: boolean;
};
export type RateProductPickerQuery$data = {
  readonly searchProducts: {
    readonly data: ReadonlyArray<{
      readonly code: string;
      readonly idProduct: string;
      readonly idProductType: string;
      readonly instances: ReadonlyArray<{
        readonly code: string;
        readonly idProductInstance: string;
        readonly idStatus: Status;
        readonly name: string;
      }>;
      readonly name: string;
    }>;
  };
  readonly selected?: {
    readonly code: string;
    readonly idProduct: string;
    readonly idProductType: string;
    readonly instances: ReadonlyArray<{
      readonly code: string;
      readonly idProductInstance: string;
      readonly idStatus: Status;
      readonly name: string;
    }>;
    readonly name: string;
  } | null | undefined;
};
export type RateProductPickerQuery = {
  response: RateProductPickerQuery$data;
  variables: RateProductPickerQuery$variables;
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
  "name": "idProduct",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idProductType",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idProductInstance",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idStatus",
  "storageKey": null
},
v8 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "ProductInstance",
    "kind": "LinkedField",
    "name": "instances",
    "plural": true,
    "selections": [
      (v6/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "storageKey": null
  }
],
v9 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "selected"
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v11 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "ProductInstance",
    "kind": "LinkedField",
    "name": "instances",
    "plural": true,
    "selections": [
      (v6/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v7/*:: as any*/),
      (v10/*:: as any*/)
    ],
    "storageKey": null
  },
  (v10/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RateProductPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductPage",
        "kind": "LinkedField",
        "name": "searchProducts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": (v8/*:: as any*/),
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
            "args": (v9/*:: as any*/),
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "getProductById",
            "plural": false,
            "selections": (v8/*:: as any*/),
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
    "name": "RateProductPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductPage",
        "kind": "LinkedField",
        "name": "searchProducts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": (v11/*:: as any*/),
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
            "args": (v9/*:: as any*/),
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "getProductById",
            "plural": false,
            "selections": (v11/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "7c2354b7625f498b89afb39a79fffbcff068d5d2a2e74820322e72da260cfb28",
    "metadata": {},
    "name": "RateProductPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ef1605d82feded09f0ceda9aa10a1956";

export default node;
