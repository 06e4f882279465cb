/**
 * @generated SignedSource<<e3ff6797787bda5d64a66c0aa57d7a8a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductSubfeaturesRoute_product$data = {
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

(node as any).hash = "13228ab0b0e8c2fbfda2575f92af1eaa";

export default node;
