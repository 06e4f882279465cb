/**
 * @generated SignedSource<<25f069fce738e492bec8feadac7a0405>>
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
      readonly nameEs: string | null | undefined;
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

(node as any).hash = "1aa2ff935580337551a7b22ab1089288";

export default node;
