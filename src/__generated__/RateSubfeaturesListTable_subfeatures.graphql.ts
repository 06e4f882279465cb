/**
 * @generated SignedSource<<48853eee7f3d4a17bfe6abf31de78743>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RateSubfeaturesListTable_subfeatures$data = ReadonlyArray<{
  readonly code: string;
  readonly id: string;
  readonly idRateSubfeature: string;
  readonly name: string;
  readonly order: number;
  readonly shortName: string;
  readonly typeCategoryProduct: {
    readonly name: string;
    readonly nameEs: string | null | undefined;
  } | null | undefined;
  readonly typeSubfeature: {
    readonly name: string;
  };
  readonly typeSubfeatureItem: {
    readonly name: string;
    readonly nameEs: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "RateSubfeaturesListTable_subfeatures";
}>;
export type RateSubfeaturesListTable_subfeatures$key = ReadonlyArray<{
  readonly " $data"?: RateSubfeaturesListTable_subfeatures$data;
  readonly " $fragmentSpreads": FragmentRefs<"RateSubfeaturesListTable_subfeatures">;
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
  "name": "RateSubfeaturesListTable_subfeatures",
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
      "name": "idRateSubfeature",
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
      "concreteType": "RateFeature",
      "kind": "LinkedField",
      "name": "typeSubfeature",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
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
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "typeSubfeatureItem",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "RateSubfeature",
  "abstractKey": null
};
})();

(node as any).hash = "24763b8bb892eb5d5f032e7564de2453";

export default node;
