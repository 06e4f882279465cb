/**
 * @generated SignedSource<<63982a0f134350094b48b1226da961c6>>
 * @relayHash fe3c8892c709d5dd7cd10cc2f08a9f04
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID addaa0a7b60894a825d891ab1c284558dffd82eecafd6ce4b476843e26098381

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductNewRouteQuery$variables = Record<PropertyKey, never>;
export type ProductNewRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ProductCreateForm_query">;
};
export type ProductNewRouteQuery = {
  response: ProductNewRouteQuery$data;
  variables: ProductNewRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "idGeneralParameterValue",
    "storageKey": null
  },
  (v0/*:: as any*/)
],
v2 = [
  {
    "kind": "Literal",
    "name": "input",
    "value": {
      "take": 100
    }
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v4 = [
  (v0/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idProductFeature",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductNewRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ProductCreateForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProductNewRouteQuery",
    "selections": [
      {
        "alias": "productTypes",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "PRODUCT_TYPE"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"PRODUCT_TYPE\")"
      },
      {
        "alias": "productUnits",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "PRODUCT_UNIT"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"PRODUCT_UNIT\")"
      },
      {
        "alias": "productCategories",
        "args": (v2/*:: as any*/),
        "concreteType": "ProductCategoryPage",
        "kind": "LinkedField",
        "name": "searchProductCategories",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductCategory",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idProductCategory",
                "storageKey": null
              },
              (v0/*:: as any*/),
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
                "concreteType": "GeneralParameterValue",
                "kind": "LinkedField",
                "name": "categoryType",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "searchProductCategories(input:{\"take\":100})"
      },
      {
        "alias": "productFeatures",
        "args": (v2/*:: as any*/),
        "concreteType": "ProductFeaturePage",
        "kind": "LinkedField",
        "name": "searchProductFeatures",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductFeature",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GeneralParameterValue",
                "kind": "LinkedField",
                "name": "featureType",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "searchProductFeatures(input:{\"take\":100})"
      },
      {
        "alias": "productSubfeatures",
        "args": (v2/*:: as any*/),
        "concreteType": "ProductFeaturePage",
        "kind": "LinkedField",
        "name": "searchProductSubfeatures",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductFeature",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductFeatureItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "idProductFeatureItem",
                    "storageKey": null
                  },
                  (v7/*:: as any*/),
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "searchProductSubfeatures(input:{\"take\":100})"
      },
      {
        "alias": "productIdentificationTypes",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "PRODUCT_IDENTIFICATION_TYPE"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"PRODUCT_IDENTIFICATION_TYPE\")"
      }
    ]
  },
  "params": {
    "id": "addaa0a7b60894a825d891ab1c284558dffd82eecafd6ce4b476843e26098381",
    "metadata": {},
    "name": "ProductNewRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ed7173dbde1bf8d7d6c917b53da83641";

export default node;
