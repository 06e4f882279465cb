/**
 * @generated SignedSource<<990d7bdf1e02bd4f3577b036b8449de9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductFeaturesListTable_features$data = ReadonlyArray<{
  readonly code: string;
  readonly featureType: {
    readonly name: string;
    readonly nameEs: string | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly idProductFeature: string;
  readonly itemCount: number;
  readonly items: ReadonlyArray<{
    readonly code: string;
    readonly idProductFeatureItem: string;
  }>;
  readonly name: string;
  readonly shortName: string;
  readonly updatedAt: string;
  readonly " $fragmentType": "ProductFeaturesListTable_features";
}>;
export type ProductFeaturesListTable_features$key = ReadonlyArray<{
  readonly " $data"?: ProductFeaturesListTable_features$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductFeaturesListTable_features">;
}>;

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
  "metadata": {
    "plural": true
  },
  "name": "ProductFeaturesListTable_features",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "shortName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "featureType",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameEs",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemCount",
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "ProductFeature",
  "abstractKey": null
};
})();

(node as any).hash = "43ac0a49532dccfc5cf8c6a4ccd083f9";

export default node;
