/**
 * @generated SignedSource<<3b75a90380d2b230fc618be77b77e604>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductFeaturesCard_product$data = {
  readonly features: ReadonlyArray<{
    readonly featureType: {
      readonly name: string;
    } | null | undefined;
    readonly idProductFeature: string;
    readonly name: string;
  }>;
  readonly idProduct: string;
  readonly " $fragmentType": "ProductFeaturesCard_product";
};
export type ProductFeaturesCard_product$key = {
  readonly " $data"?: ProductFeaturesCard_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductFeaturesCard_product">;
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
  "name": "ProductFeaturesCard_product",
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
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "GeneralParameterValue",
          "kind": "LinkedField",
          "name": "featureType",
          "plural": false,
          "selections": [
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

(node as any).hash = "70429e987e7a0b575c3364faf41165b6";

export default node;
