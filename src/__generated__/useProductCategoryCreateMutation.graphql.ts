/**
 * @generated SignedSource<<63e08dbb10aa5613874965b23ac4e079>>
 * @relayHash fed526c2d98a719a91c4bf937b01e848
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5fc33cfab4b715d654d8af7d2e5f4444d4c16cb54c604135a71a853aae976974

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductCategoryInput = {
  idCategoryType?: string | null | undefined;
  idProductCategory?: string | null | undefined;
  name?: string | null | undefined;
  shortName?: string | null | undefined;
};
export type useProductCategoryCreateMutation$variables = {
  data: ProductCategoryInput;
};
export type useProductCategoryCreateMutation$data = {
  readonly createProductCategory: {
    readonly id: string;
    readonly idProductCategory: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProductCategoriesListTable_categories" | "ProductCategoryForm_category">;
  };
};
export type useProductCategoryCreateMutation = {
  response: useProductCategoryCreateMutation$data;
  variables: useProductCategoryCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "data"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "data",
    "variableName": "data"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idProductCategory",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useProductCategoryCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductCategory",
        "kind": "LinkedField",
        "name": "createProductCategory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProductCategoryForm_category"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProductCategoriesListTable_categories"
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
    "name": "useProductCategoryCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductCategory",
        "kind": "LinkedField",
        "name": "createProductCategory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shortName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idCategoryType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "GeneralParameterValue",
            "kind": "LinkedField",
            "name": "categoryType",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "productCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5fc33cfab4b715d654d8af7d2e5f4444d4c16cb54c604135a71a853aae976974",
    "metadata": {},
    "name": "useProductCategoryCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bab8800ca3d1e834dfd48b65c0b25a47";

export default node;
