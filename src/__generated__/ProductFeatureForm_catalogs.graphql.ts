/**
 * @generated SignedSource<<b6c8aebe295e7b467750b5d149080e9e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductFeatureForm_catalogs$data = {
  readonly featureTypes: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly itemTypes: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly " $fragmentType": "ProductFeatureForm_catalogs";
};
export type ProductFeatureForm_catalogs$key = {
  readonly " $data"?: ProductFeatureForm_catalogs$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductFeatureForm_catalogs">;
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
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "code",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductFeatureForm_catalogs",
  "selections": [
    {
      "alias": "featureTypes",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "FEATURE_TYPE"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "getGeneralParameterValues(code:\"FEATURE_TYPE\")"
    },
    {
      "alias": "itemTypes",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "FEATURE_ITEM_TYPE"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "getGeneralParameterValues(code:\"FEATURE_ITEM_TYPE\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "c9e6e0b5207c37ee913eeff8f0c942ef";

export default node;
