/**
 * @generated SignedSource<<9de3bca87391bfe66061d8e9e33901fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReservationPayments_query$data = {
  readonly paymentOperations: ReadonlyArray<string>;
  readonly " $fragmentType": "ReservationPayments_query";
};
export type ReservationPayments_query$key = {
  readonly " $data"?: ReservationPayments_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationPayments_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReservationPayments_query",
  "selections": [
    {
      "alias": "paymentOperations",
      "args": [
        {
          "kind": "Literal",
          "name": "names",
          "value": [
            "searchCashierTransactions"
          ]
        }
      ],
      "kind": "ScalarField",
      "name": "allowedOperations",
      "storageKey": "allowedOperations(names:[\"searchCashierTransactions\"])"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "d65eb97facf20dea948e11056fc1cf3a";

export default node;
