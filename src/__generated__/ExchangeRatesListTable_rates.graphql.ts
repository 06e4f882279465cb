/**
 * @generated SignedSource<<551c0e70b59cf365db9959d260cff1fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExchangeRatesListTable_rates$data = ReadonlyArray<{
  readonly buyRate: string;
  readonly currencyFrom: {
    readonly code: string;
    readonly name: string;
  } | null | undefined;
  readonly currencyTo: {
    readonly code: string;
    readonly name: string;
  } | null | undefined;
  readonly id: string;
  readonly idExchangeRate: string;
  readonly rateDate: string;
  readonly sellRate: string;
  readonly " $fragmentType": "ExchangeRatesListTable_rates";
}>;
export type ExchangeRatesListTable_rates$key = ReadonlyArray<{
  readonly " $data"?: ExchangeRatesListTable_rates$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExchangeRatesListTable_rates">;
}>;

const node: ReaderFragment = (function(){
var v0 = [
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
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ExchangeRatesListTable_rates",
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
      "name": "idExchangeRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rateDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "currencyFrom",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "currencyTo",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buyRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sellRate",
      "storageKey": null
    }
  ],
  "type": "ExchangeRate",
  "abstractKey": null
};
})();

(node as any).hash = "55be7472b58fc8c4272a2d167d5f907d";

export default node;
