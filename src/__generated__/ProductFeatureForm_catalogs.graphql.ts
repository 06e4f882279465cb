/**
 * @generated SignedSource<<e1b50bd8361b6604fefae3ddf6894fb2>>
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
  }>;
  readonly itemTypes: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
    readonly name: string;
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

(node as any).hash = "5dfbeb10d4196a843b26581e6a7f11f1";

export default node;
