/**
 * @generated SignedSource<<659997c94186b46b0a90aae02f480ee0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductCategoriesCard_product$data = {
  readonly categories: ReadonlyArray<{
    readonly categoryType: {
      readonly name: string;
      readonly nameEs: string | null | undefined;
    } | null | undefined;
    readonly idProductCategory: string;
    readonly name: string;
  }>;
  readonly idProduct: string;
  readonly " $fragmentType": "ProductCategoriesCard_product";
};
export type ProductCategoriesCard_product$key = {
  readonly " $data"?: ProductCategoriesCard_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductCategoriesCard_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductCategoriesCard_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idProduct",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductCategory",
      "kind": "LinkedField",
      "name": "categories",
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
          "concreteType": "GeneralParameterValue",
          "kind": "LinkedField",
          "name": "categoryType",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "nameEs",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "0c5c17d17a5e007aa24fda107749a877";

export default node;
