/**
 * @generated SignedSource<<b59f701fac86a0e4f7d97da8184ed176>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RateFeatureSelects_features$data = ReadonlyArray<{
  readonly idRateFeature: string;
  readonly idTypeCategoryProduct: string | null | undefined;
  readonly name: string;
  readonly order: number;
  readonly subfeatures: ReadonlyArray<{
    readonly code: string;
    readonly idRateSubfeature: string;
    readonly idTypeCategoryProduct: string | null | undefined;
    readonly name: string;
    readonly order: number;
  }>;
  readonly " $fragmentType": "RateFeatureSelects_features";
}>;
export type RateFeatureSelects_features$key = ReadonlyArray<{
  readonly " $data"?: RateFeatureSelects_features$data;
  readonly " $fragmentSpreads": FragmentRefs<"RateFeatureSelects_features">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "order",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idTypeCategoryProduct",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "RateFeatureSelects_features",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idRateFeature",
      "storageKey": null
    },
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "RateSubfeature",
      "kind": "LinkedField",
      "name": "subfeatures",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idRateSubfeature",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "RateFeature",
  "abstractKey": null
};
})();

(node as any).hash = "7b6c750574bcd176bfed10f683ac1cf3";

export default node;
