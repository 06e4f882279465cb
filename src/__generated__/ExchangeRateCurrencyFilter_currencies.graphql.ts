/**
 * @generated SignedSource<<27e39a7d56fd5f6388dcaa4fef113e6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExchangeRateCurrencyFilter_currencies$data = {
  readonly currencies: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly " $fragmentType": "ExchangeRateCurrencyFilter_currencies";
};
export type ExchangeRateCurrencyFilter_currencies$key = {
  readonly " $data"?: ExchangeRateCurrencyFilter_currencies$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExchangeRateCurrencyFilter_currencies">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExchangeRateCurrencyFilter_currencies",
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
      ],
      "storageKey": "getGeneralParameterValues(code:\"CURRENCY\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "035ae02fab5e4620900d71cda9297cb5";

export default node;
