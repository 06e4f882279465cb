/**
 * @generated SignedSource<<d85b6408931dcbe45282b077433b599f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductCategoriesRoute_product$data = {
  readonly categories: ReadonlyArray<{
    readonly idProductCategory: string;
  }>;
  readonly idProduct: string;
  readonly " $fragmentSpreads": FragmentRefs<"ProductSectionPage_product">;
  readonly " $fragmentType": "ProductCategoriesRoute_product";
};
export type ProductCategoriesRoute_product$key = {
  readonly " $data"?: ProductCategoriesRoute_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductCategoriesRoute_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductCategoriesRoute_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idProduct",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductSectionPage_product"
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "d135e3e9c09ca74030be01e6e0d84211";

export default node;
