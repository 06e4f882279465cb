/**
 * @generated SignedSource<<cd54c8d19cea0a6436d3710cf8518dc0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductSubfeaturesRoute_product$data = {
  readonly idProduct: string;
  readonly subfeatureItems: ReadonlyArray<{
    readonly idProductFeatureItem: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ProductSectionPage_product">;
  readonly " $fragmentType": "ProductSubfeaturesRoute_product";
};
export type ProductSubfeaturesRoute_product$key = {
  readonly " $data"?: ProductSubfeaturesRoute_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductSubfeaturesRoute_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductSubfeaturesRoute_product",
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
      "concreteType": "ProductFeatureItem",
      "kind": "LinkedField",
      "name": "subfeatureItems",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idProductFeatureItem",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "ea48f27b209f93a4ee61b279be98eff0";

export default node;
