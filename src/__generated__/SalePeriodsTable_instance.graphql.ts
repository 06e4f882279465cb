/**
 * @generated SignedSource<<e4908f2524e81bab8dd527c2a12fbab4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SaleStatus = "FREE_SALE" | "ON_REQUEST" | "STOP_SALE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SalePeriodsTable_instance$data = {
  readonly salePeriods: {
    readonly count: number;
    readonly data: ReadonlyArray<{
      readonly createdAt: string;
      readonly createdBy: string | null | undefined;
      readonly dateFrom: string;
      readonly dateTo: string;
      readonly idInventorySalePeriod: string;
      readonly releaseDays: number;
      readonly saleStatus: SaleStatus;
    }>;
  };
  readonly " $fragmentType": "SalePeriodsTable_instance";
};
export type SalePeriodsTable_instance$key = {
  readonly " $data"?: SalePeriodsTable_instance$data;
  readonly " $fragmentSpreads": FragmentRefs<"SalePeriodsTable_instance">;
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
  "name": "SalePeriodsTable_instance",
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
      "concreteType": "InventorySalePeriodPage",
      "kind": "LinkedField",
      "name": "salePeriods",
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
          "concreteType": "InventorySalePeriod",
          "kind": "LinkedField",
          "name": "data",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "idInventorySalePeriod",
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
              "name": "saleStatus",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "releaseDays",
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

(node as any).hash = "dc3c5449aea19c1a752b3bf63db108b2";

export default node;
