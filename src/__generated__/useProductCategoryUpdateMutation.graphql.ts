/**
 * @generated SignedSource<<0bec9cb92829b348c0dd92f0697d5e2f>>
 * @relayHash 7ef105ff19327f8da79d928edd9d5255
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9ba7764c4b8a0be3f287f9dad22d97801766cdf86cc97dfc2a22e5032bc9fb50

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductCategoryInput = {
  idCategoryType?: string | null | undefined;
  idProductCategory?: string | null | undefined;
  name?: string | null | undefined;
  shortName?: string | null | undefined;
};
export type useProductCategoryUpdateMutation$variables = {
  data: ProductCategoryInput;
};
export type useProductCategoryUpdateMutation$data = {
  readonly updateProductCategory: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProductCategoriesListTable_categories" | "ProductCategoryForm_category">;
  };
};
export type useProductCategoryUpdateMutation = {
  response: useProductCategoryUpdateMutation$data;
  variables: useProductCategoryUpdateMutation$variables;
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
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useProductCategoryUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductCategory",
        "kind": "LinkedField",
        "name": "updateProductCategory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    "name": "useProductCategoryUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductCategory",
        "kind": "LinkedField",
        "name": "updateProductCategory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idProductCategory",
            "storageKey": null
          },
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
    "id": "9ba7764c4b8a0be3f287f9dad22d97801766cdf86cc97dfc2a22e5032bc9fb50",
    "metadata": {},
    "name": "useProductCategoryUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1d9252b095805baebf3bdf10304b60b5";

export default node;
