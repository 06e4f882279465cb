/**
 * @generated SignedSource<<f819a96e14f8d44b1521a2004c4e3d9d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type HomeAgeBucket = "DAYS_0_30" | "DAYS_31_60" | "DAYS_61_90" | "DAYS_OVER_90" | "NOT_DUE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HomeReceivablesCard_dashboard$data = {
  readonly receivables: ReadonlyArray<{
    readonly buckets: ReadonlyArray<{
      readonly amount: string;
      readonly key: HomeAgeBucket;
      readonly reservationCount: number;
    }>;
    readonly currencyCode: string;
    readonly oldestReservationDate: string;
    readonly reservationCount: number;
    readonly topCustomers: ReadonlyArray<{
      readonly amount: string;
      readonly idEntity: string;
      readonly name: string;
      readonly reservationCount: number;
    }>;
    readonly total: string;
  }>;
  readonly today: string;
  readonly " $fragmentType": "HomeReceivablesCard_dashboard";
};
export type HomeReceivablesCard_dashboard$key = {
  readonly " $data"?: HomeReceivablesCard_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeReceivablesCard_dashboard">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reservationCount",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeReceivablesCard_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "today",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeReceivables",
      "kind": "LinkedField",
      "name": "receivables",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currencyCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "oldestReservationDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "HomeAgedBucket",
          "kind": "LinkedField",
          "name": "buckets",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "key",
              "storageKey": null
            },
            (v1/*:: as any*/),
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "HomeReceivableCustomer",
          "kind": "LinkedField",
          "name": "topCustomers",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "idEntity",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            (v1/*:: as any*/),
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeDashboard",
  "abstractKey": null
};
})();

(node as any).hash = "1712a8f0c47a664d071627a726b96f81";

export default node;
