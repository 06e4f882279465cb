/**
 * @generated SignedSource<<9a4985277148f5bcb25dd15ab0c55027>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DailyCashierStatus = "CLOSED" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DailyCashiersListTable_days$data = ReadonlyArray<{
  readonly cashierDate: string;
  readonly id: string;
  readonly idDailyCashier: string;
  readonly status: DailyCashierStatus;
  readonly totals: ReadonlyArray<{
    readonly amount: string;
    readonly currency: {
      readonly code: string;
    } | null | undefined;
    readonly idCurrency: string;
  }>;
  readonly userName: string;
  readonly " $fragmentType": "DailyCashiersListTable_days";
}>;
export type DailyCashiersListTable_days$key = ReadonlyArray<{
  readonly " $data"?: DailyCashiersListTable_days$data;
  readonly " $fragmentSpreads": FragmentRefs<"DailyCashiersListTable_days">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DailyCashiersListTable_days",
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
      "name": "idDailyCashier",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cashierDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DailyCashierTotal",
      "kind": "LinkedField",
      "name": "totals",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idCurrency",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "GeneralParameterValue",
          "kind": "LinkedField",
          "name": "currency",
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
  "type": "DailyCashier",
  "abstractKey": null
};

(node as any).hash = "a59804d480f0b9afc74601c0aa975f06";

export default node;
