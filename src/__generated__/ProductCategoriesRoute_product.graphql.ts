/**
 * @generated SignedSource<<850803509dcc86e0fa1f5547f3c63b79>>
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

(node as any).hash = "694d32f747d6a68aa40f8c1ca87cd018";

export default node;
