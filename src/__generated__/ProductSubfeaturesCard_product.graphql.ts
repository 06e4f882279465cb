/**
 * @generated SignedSource<<8bbb98545450af689087014d5d0f8a10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductSubfeaturesCard_product$data = {
  readonly idProduct: string;
  readonly subfeatureItems: ReadonlyArray<{
    readonly feature: {
      readonly idProductFeature: string;
      readonly name: string;
    };
    readonly idProductFeatureItem: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "ProductSubfeaturesCard_product";
};
export type ProductSubfeaturesCard_product$key = {
  readonly " $data"?: ProductSubfeaturesCard_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductSubfeaturesCard_product">;
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
  "name": "ProductSubfeaturesCard_product",
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
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductFeature",
          "kind": "LinkedField",
          "name": "feature",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "idProductFeature",
              "storageKey": null
            },
            (v0/*:: as any*/)
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

(node as any).hash = "b883c7528e2b10a153fb98a05df9ebce";

export default node;
