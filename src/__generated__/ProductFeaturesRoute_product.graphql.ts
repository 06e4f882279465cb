/**
 * @generated SignedSource<<924afc71dd0ff8482d35bf613208cadd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductFeaturesRoute_product$data = {
  readonly features: ReadonlyArray<{
    readonly idProductFeature: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ProductSectionPage_product">;
  readonly " $fragmentType": "ProductFeaturesRoute_product";
};
export type ProductFeaturesRoute_product$key = {
  readonly " $data"?: ProductFeaturesRoute_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductFeaturesRoute_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductFeaturesRoute_product",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductSectionPage_product"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductFeature",
      "kind": "LinkedField",
      "name": "features",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idProductFeature",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "0ef684ec0972d94b53ea65bf70dbabcb";

export default node;
