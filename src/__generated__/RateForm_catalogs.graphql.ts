/**
 * @generated SignedSource<<0fe89d1b207dfcacba4700bb0d8413aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RateForm_catalogs$data = {
  readonly currencies: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly priceTypes: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly rateFeatures: {
    readonly data: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"RateFeatureSelects_features">;
    }>;
  };
  readonly " $fragmentType": "RateForm_catalogs";
};
export type RateForm_catalogs$key = {
  readonly " $data"?: RateForm_catalogs$data;
  readonly " $fragmentSpreads": FragmentRefs<"RateForm_catalogs">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idGeneralParameterValue",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameEs",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RateForm_catalogs",
  "selections": [
    {
      "alias": "currencies",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "CURRENCY"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        }
      ],
      "storageKey": "getGeneralParameterValues(code:\"CURRENCY\")"
    },
    {
      "alias": "priceTypes",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "PRICE_TYPE"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": "getGeneralParameterValues(code:\"PRICE_TYPE\")"
    },
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "RateFeatureSelects_features"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "searchRateFeatures(input:{\"take\":100})"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "9e902c6d1a8af408f6f698222473cd8b";

export default node;
