/**
 * @generated SignedSource<<e24dad29b23073ed76371c1c22f8a016>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RateSubfeatureForm_catalogs$data = {
  readonly passengerTypes: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly productTypes: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly rateFeatures: {
    readonly data: ReadonlyArray<{
      readonly idRateFeature: string;
      readonly name: string;
      readonly order: number;
      readonly typeFeature: {
        readonly code: string;
      } | null | undefined;
    }>;
  };
  readonly " $fragmentType": "RateSubfeatureForm_catalogs";
};
export type RateSubfeatureForm_catalogs$key = {
  readonly " $data"?: RateSubfeatureForm_catalogs$data;
  readonly " $fragmentSpreads": FragmentRefs<"RateSubfeatureForm_catalogs">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "idGeneralParameterValue",
    "storageKey": null
  },
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
  "metadata": null,
  "name": "RateSubfeatureForm_catalogs",
  "selections": [
    {
      "alias": "rateFeatures",
      "args": [
        {
          "kind": "Literal",
          "name": "input",
          "value": {
            "take": 100
          }
        }
      ],
      "concreteType": "RateFeaturePage",
      "kind": "LinkedField",
      "name": "searchRateFeatures",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "RateFeature",
          "kind": "LinkedField",
          "name": "data",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "idRateFeature",
              "storageKey": null
            },
            (v0/*:: as any*/),
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
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "code",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "searchRateFeatures(input:{\"take\":100})"
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
      "selections": (v1/*:: as any*/),
      "storageKey": "getGeneralParameterValues(code:\"PRODUCT_TYPE\")"
    },
    {
      "alias": "passengerTypes",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "PASSENGER_TYPE"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": "getGeneralParameterValues(code:\"PASSENGER_TYPE\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "8d3a0bad9982bec915dd5023c9c23d40";

export default node;
