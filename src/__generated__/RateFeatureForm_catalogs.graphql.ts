/**
 * @generated SignedSource<<a9e57aaa970c91096fba68046226af45>>
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
    readonly nameEs: string | null | undefined;
  }>;
  readonly productTypes: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
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
  },
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

(node as any).hash = "b53642ada6d66d8c9ad9a32c84eed41b";

export default node;
