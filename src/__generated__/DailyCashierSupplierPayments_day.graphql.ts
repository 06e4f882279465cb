/**
 * @generated SignedSource<<a8994482aeeac4f002f5bba866b5b7db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DailyCashierSupplierPayments_day$data = {
  readonly supplierPayments: ReadonlyArray<{
    readonly amount: string;
    readonly count: number;
    readonly currency: {
      readonly code: string;
    } | null | undefined;
    readonly idCurrency: string;
  }>;
  readonly " $fragmentType": "DailyCashierSupplierPayments_day";
};
export type DailyCashierSupplierPayments_day$key = {
  readonly " $data"?: DailyCashierSupplierPayments_day$data;
  readonly " $fragmentSpreads": FragmentRefs<"DailyCashierSupplierPayments_day">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DailyCashierSupplierPayments_day",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DailyCashierSupplierPayments",
      "kind": "LinkedField",
      "name": "supplierPayments",
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
          "kind": "ScalarField",
          "name": "count",
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

(node as any).hash = "fb43026646e9c5df38ca00d5b3a559ed";

export default node;
