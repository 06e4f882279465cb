/**
 * @generated SignedSource<<9a9d02fd9e376186704bc6b3d650907b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RateFeatureForm_feature$data = {
  readonly code: string;
  readonly idRateFeature: string;
  readonly idTypeCategoryProduct: string | null | undefined;
  readonly idTypeFeature: string;
  readonly name: string;
  readonly order: number;
  readonly shortName: string;
  readonly " $fragmentType": "RateFeatureForm_feature";
};
export type RateFeatureForm_feature$key = {
  readonly " $data"?: RateFeatureForm_feature$data;
  readonly " $fragmentSpreads": FragmentRefs<"RateFeatureForm_feature">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RateFeatureForm_feature",
  "selections": [
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "idTypeFeature",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idTypeCategoryProduct",
      "storageKey": null
    }
  ],
  "type": "RateFeature",
  "abstractKey": null
};

(node as any).hash = "ebdd158f9225c8580b21ce49ccee99cc";

export default node;
