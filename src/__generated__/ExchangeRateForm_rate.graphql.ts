/**
 * @generated SignedSource<<bc7ba01b893904aaf734b688916b64dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExchangeRateForm_rate$data = {
  readonly buyRate: string;
  readonly idCurrencyFrom: string;
  readonly idCurrencyTo: string;
  readonly idExchangeRate: string;
  readonly rateDate: string;
  readonly sellRate: string;
  readonly version: number;
  readonly " $fragmentType": "ExchangeRateForm_rate";
};
export type ExchangeRateForm_rate$key = {
  readonly " $data"?: ExchangeRateForm_rate$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExchangeRateForm_rate">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExchangeRateForm_rate",
  "selections": [
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
      "name": "version",
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
      "kind": "ScalarField",
      "name": "idCurrencyFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idCurrencyTo",
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

(node as any).hash = "0746da78e875d629b2d4f3cd6b8407b3";

export default node;
