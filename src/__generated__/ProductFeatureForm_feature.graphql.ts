/**
 * @generated SignedSource<<d703cffcce3ea675931c4fa052ad7bd3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductFeatureForm_feature$data = {
  readonly code: string;
  readonly idFeatureType: string;
  readonly idProductFeature: string;
  readonly items: ReadonlyArray<{
    readonly code: string;
    readonly idItemType: string;
    readonly idProductFeatureItem: string;
    readonly name: string;
    readonly shortName: string;
    readonly value: string | null | undefined;
  }>;
  readonly name: string;
  readonly shortName: string;
  readonly " $fragmentType": "ProductFeatureForm_feature";
};
export type ProductFeatureForm_feature$key = {
  readonly " $data"?: ProductFeatureForm_feature$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductFeatureForm_feature">;
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductFeatureForm_feature",
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
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idFeatureType",
      "storageKey": null
    },
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
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idItemType",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProductFeature",
  "abstractKey": null
};
})();

(node as any).hash = "a7a430bb796c6fdf6348c1945a1a79c6";

export default node;
