/**
 * @generated SignedSource<<57f4cb8e9be412b0f729f2ad355f4f1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductSubfeatureItemChoices_query$data = {
  readonly productSubfeatures: {
    readonly count: number;
    readonly data: ReadonlyArray<{
      readonly code: string;
      readonly idProductFeature: string;
      readonly items: ReadonlyArray<{
        readonly code: string;
        readonly idProductFeatureItem: string;
        readonly name: string;
      }>;
      readonly name: string;
    }>;
  };
  readonly " $fragmentType": "ProductSubfeatureItemChoices_query";
};
export type ProductSubfeatureItemChoices_query$key = {
  readonly " $data"?: ProductSubfeatureItemChoices_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductSubfeatureItemChoices_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v1 = {
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
  "name": "ProductSubfeatureItemChoices_query",
  "selections": [
    {
      "alias": "productSubfeatures",
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
      "name": "searchProductSubfeatures",
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
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "ProductFeatureItem",
              "kind": "LinkedField",
              "name": "items",
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
                (v1/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "searchProductSubfeatures(input:{\"take\":100})"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "6d8238330b8b8a3a62f1fca835913ecc";

export default node;
