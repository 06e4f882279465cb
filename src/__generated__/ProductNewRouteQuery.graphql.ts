/**
 * @generated SignedSource<<bf18e61207066690853d7f0495a58c2c>>
 * @relayHash 84e6c3b456fc3e8945f3537df5592af5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb244cc4d4446f937a40691a9ce67d7b48168683e1ea0b309f46c4c8c2ff9480

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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameEs",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "idGeneralParameterValue",
    "storageKey": null
  },
  (v0/*:: as any*/),
  (v1/*:: as any*/)
],
v3 = [
  {
    "kind": "Literal",
    "name": "input",
    "value": {
      "take": 100
    }
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v5 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idProductFeature",
  "storageKey": null
},
v8 = {
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
        "selections": (v2/*:: as any*/),
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
        "selections": (v2/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"PRODUCT_UNIT\")"
      },
      {
        "alias": "productCategories",
        "args": (v3/*:: as any*/),
        "concreteType": "ProductCategoryPage",
        "kind": "LinkedField",
        "name": "searchProductCategories",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
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
                "selections": (v5/*:: as any*/),
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "searchProductCategories(input:{\"take\":100})"
      },
      {
        "alias": "productFeatures",
        "args": (v3/*:: as any*/),
        "concreteType": "ProductFeaturePage",
        "kind": "LinkedField",
        "name": "searchProductFeatures",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductFeature",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GeneralParameterValue",
                "kind": "LinkedField",
                "name": "featureType",
                "plural": false,
                "selections": (v5/*:: as any*/),
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "searchProductFeatures(input:{\"take\":100})"
      },
      {
        "alias": "productSubfeatures",
        "args": (v3/*:: as any*/),
        "concreteType": "ProductFeaturePage",
        "kind": "LinkedField",
        "name": "searchProductSubfeatures",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductFeature",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
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
                  (v8/*:: as any*/),
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
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
        "selections": (v2/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"PRODUCT_IDENTIFICATION_TYPE\")"
      }
    ]
  },
  "params": {
    "id": "fb244cc4d4446f937a40691a9ce67d7b48168683e1ea0b309f46c4c8c2ff9480",
    "metadata": {},
    "name": "ProductNewRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "eac0ac93b3b8f5b593147772ecccb6ac";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
