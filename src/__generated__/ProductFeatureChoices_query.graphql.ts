/**
 * @generated SignedSource<<a5c5959483092b4bb7296848e2fa4bdf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductFeatureChoices_query$data = {
  readonly productFeatures: {
    readonly count: number;
    readonly data: ReadonlyArray<{
      readonly code: string;
      readonly featureType: {
        readonly name: string;
        readonly nameEs: string | null | undefined;
      } | null | undefined;
      readonly idProductFeature: string;
      readonly name: string;
    }>;
  };
  readonly " $fragmentType": "ProductFeatureChoices_query";
};
export type ProductFeatureChoices_query$key = {
  readonly " $data"?: ProductFeatureChoices_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductFeatureChoices_query">;
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
  "name": "ProductFeatureChoices_query",
  "selections": [
    {
      "alias": "productFeatures",
      "args": [
        {
          "kind": "Literal",
          "name": "input",
          "value": {
            "take": 100
          }
        }
      ],
      "concreteType": "ProductFeaturePage",
      "kind": "LinkedField",
      "name": "searchProductFeatures",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductFeature",
          "kind": "LinkedField",
          "name": "data",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "idProductFeature",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "code",
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
      "storageKey": "searchProductFeatures(input:{\"take\":100})"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "e68468fff11120c2f4d4b578c698b221";

export default node;
