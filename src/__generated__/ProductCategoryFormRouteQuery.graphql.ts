/**
 * @generated SignedSource<<23d67d61e61e6e1e47669ca844116590>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
          (v3/*:: as any*/)
        ],
        "storageKey": "getGeneralParameterValues(code:\"PRODUCT_CATEGORY_TYPE\")"
      }
    ]
  },
  "params": {
    "cacheID": "412fa40414b00a5d396929ef886b180c",
    "id": null,
    "metadata": {},
    "name": "ProductCategoryFormRouteQuery",
    "operationKind": "query",
    "text": "query ProductCategoryFormRouteQuery(\n  $id: ID!\n  $isEdit: Boolean!\n) {\n  getProductCategoryById(id: $id) @include(if: $isEdit) {\n    idProductCategory\n    ...ProductCategoryForm_category\n    id\n  }\n  ...ProductCategoryForm_catalogs\n}\n\nfragment ProductCategoryForm_catalogs on Query {\n  categoryTypes: getGeneralParameterValues(code: \"PRODUCT_CATEGORY_TYPE\") {\n    idGeneralParameterValue\n    name\n  }\n}\n\nfragment ProductCategoryForm_category on ProductCategory {\n  idProductCategory\n  name\n  shortName\n  idCategoryType\n}\n"
  }
};
})();

(node as any).hash = "7248d46e748210079115249fec3d5dd0";

export default node;
