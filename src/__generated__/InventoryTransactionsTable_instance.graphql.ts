/**
 * @generated SignedSource<<394629f814ffeff3399eca2d36ecaf4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InventoryTransactionType = "ADD_CAPACITY" | "ADJUSTMENT" | "BLOCK" | "RELEASE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InventoryTransactionsTable_instance$data = {
  readonly inventoryTransactions: {
    readonly count: number;
    readonly data: ReadonlyArray<{
      readonly createdAt: string;
      readonly createdBy: string | null | undefined;
      readonly dateFrom: string;
      readonly dateTo: string;
      readonly idInventoryTransaction: string;
      readonly note: string | null | undefined;
      readonly quantity: number;
      readonly transactionType: InventoryTransactionType;
    }>;
  };
  readonly " $fragmentType": "InventoryTransactionsTable_instance";
};
export type InventoryTransactionsTable_instance$key = {
  readonly " $data"?: InventoryTransactionsTable_instance$data;
  readonly " $fragmentSpreads": FragmentRefs<"InventoryTransactionsTable_instance">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": 0,
      "kind": "LocalArgument",
      "name": "skip"
    },
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "take"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "InventoryTransactionsTable_instance",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "skip",
          "variableName": "skip"
        },
        {
          "kind": "Variable",
          "name": "take",
          "variableName": "take"
        }
      ],
      "concreteType": "InventoryTransactionPage",
      "kind": "LinkedField",
      "name": "inventoryTransactions",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "InventoryTransaction",
          "kind": "LinkedField",
          "name": "data",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "idInventoryTransaction",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "dateFrom",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "dateTo",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "transactionType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "quantity",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "note",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createdAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createdBy",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProductInstance",
  "abstractKey": null
};

(node as any).hash = "853b8ecc8cd2d572160bb5dcc0439f19";

export default node;
