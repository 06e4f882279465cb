/**
 * @generated SignedSource<<618d228d2a5dc3143724fc919a198f79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RateFeaturesListTable_features$data = ReadonlyArray<{
  readonly code: string;
  readonly id: string;
  readonly idRateFeature: string;
  readonly name: string;
  readonly order: number;
  readonly shortName: string;
  readonly subfeatures: ReadonlyArray<{
    readonly idRateSubfeature: string;
  }>;
  readonly typeCategoryProduct: {
    readonly name: string;
    readonly nameEs: string | null | undefined;
  } | null | undefined;
  readonly typeFeature: {
    readonly name: string;
    readonly nameEs: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "RateFeaturesListTable_features";
}>;
export type RateFeaturesListTable_features$key = ReadonlyArray<{
  readonly " $data"?: RateFeaturesListTable_features$data;
  readonly " $fragmentSpreads": FragmentRefs<"RateFeaturesListTable_features">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "nameEs",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "RateFeaturesListTable_features",
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
      "name": "idRateFeature",
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
      "kind": "ScalarField",
      "name": "shortName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "order",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "typeFeature",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "typeCategoryProduct",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RateFeature",
  "abstractKey": null
};
})();

(node as any).hash = "e8aeb68b33bc7a1d60a59320379fb510";

export default node;
