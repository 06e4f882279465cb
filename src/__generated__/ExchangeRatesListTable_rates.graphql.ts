/**
 * @generated SignedSource<<4351ad0b3414538a769e7da12f60c8c5>>
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
    readonly nameEs: string | null | undefined;
  } | null | undefined;
  readonly currencyTo: {
    readonly code: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
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

(node as any).hash = "547cdabf1746507d8fec0de5d92096a8";

export default node;
