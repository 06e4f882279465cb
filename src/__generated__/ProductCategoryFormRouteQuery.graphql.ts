/**
 * @generated SignedSource<<b05e70e5250341f79fa9ff699e350a58>>
 * @relayHash 32110f3f5e389cab825f228176dc2051
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d49f0f7ceb7a8bedba18e023e402fdf4cc175be2386c75e8789690d267feed8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductCategoryFormRouteQuery$variables = {
  id: string;
  isEdit: boolean;
};
export type ProductCategoryFormRouteQuery$data = {
  readonly getProductCategoryById?: {
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idProductCategory",
                "storageKey": null
              },
              (v2/*:: as any*/),
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
          (v2/*:: as any*/),
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
    "id": "4d49f0f7ceb7a8bedba18e023e402fdf4cc175be2386c75e8789690d267feed8",
    "metadata": {},
    "name": "ProductCategoryFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ca22e8c4179a9355ab680d94fef45d6b";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
