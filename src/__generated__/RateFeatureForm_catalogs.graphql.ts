/**
 * @generated SignedSource<<3800dd47013fd5fb28e49bcbdba6b4f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RateFeatureForm_catalogs$data = {
  readonly featureTypes: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
  }>;
  readonly productTypes: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "RateFeatureForm_catalogs";
};
export type RateFeatureForm_catalogs$key = {
  readonly " $data"?: RateFeatureForm_catalogs$data;
  readonly " $fragmentSpreads": FragmentRefs<"RateFeatureForm_catalogs">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "idGeneralParameterValue",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RateFeatureForm_catalogs",
  "selections": [
    {
      "alias": "featureTypes",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "RATE_FEATURE_TYPE"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "getGeneralParameterValues(code:\"RATE_FEATURE_TYPE\")"
    },
    {
      "alias": "productTypes",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "PRODUCT_TYPE"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "getGeneralParameterValues(code:\"PRODUCT_TYPE\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "33992d73b52f0b9a53b9bdd07c2f1e98";

export default node;
