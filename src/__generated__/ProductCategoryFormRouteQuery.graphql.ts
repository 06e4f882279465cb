/**
 * @generated SignedSource<<79cdfc5d69eab1477a1e5c121b4d6a77>>
 * @relayHash 95049ff487d1390f2478fc01d67dc61a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5389f007551f220c470c580d9739591fd3aa2b15deb14bb22641197dff1cef81

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductCategoryFormRouteQuery$variables = {
  id: string;
  isEdit: boolean;
};
export type ProductCategoryFormRouteQuery$data = {
  readonly getProductCategoryById?: {
    readonly idProductCategory: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProductCategoryForm_category">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ProductCategoryForm_catalogs">;
};
export type ProductCategoryFormRouteQuery = {
  response: ProductCategoryFormRouteQuery$data;
  variables: ProductCategoryFormRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "isEdit"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductCategoryFormRouteQuery",
    "selections": [
      {
        "condition": "isEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "ProductCategory",
            "kind": "LinkedField",
            "name": "getProductCategoryById",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProductCategoryForm_category"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ProductCategoryForm_catalogs"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductCategoryFormRouteQuery",
    "selections": [
      {
        "condition": "isEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "ProductCategory",
            "kind": "LinkedField",
            "name": "getProductCategoryById",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": "categoryTypes",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "PRODUCT_CATEGORY_TYPE"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idGeneralParameterValue",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nameEs",
            "storageKey": null
          }
        ],
        "storageKey": "getGeneralParameterValues(code:\"PRODUCT_CATEGORY_TYPE\")"
      }
    ]
  },
  "params": {
    "id": "5389f007551f220c470c580d9739591fd3aa2b15deb14bb22641197dff1cef81",
    "metadata": {},
    "name": "ProductCategoryFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "93011425f81cb7fdb1b4658993e8df9a";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
