/**
 * @generated SignedSource<<c45fcd55f6c2d62569c6a02c56f8cd0a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReservationStatus = "CANCELLED" | "CONFIRMED" | "PAID" | "PARTIALLY_PAID" | "QUOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HomeStatusCard_dashboard$data = {
  readonly sales: {
    readonly from: string;
    readonly statuses: ReadonlyArray<{
      readonly count: number;
      readonly status: ReservationStatus;
    }>;
    readonly to: string;
  };
  readonly " $fragmentType": "HomeStatusCard_dashboard";
};
export type HomeStatusCard_dashboard$key = {
  readonly " $data"?: HomeStatusCard_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeStatusCard_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeStatusCard_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeSales",
      "kind": "LinkedField",
      "name": "sales",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "from",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "to",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "HomeStatusCount",
          "kind": "LinkedField",
          "name": "statuses",
          "plural": true,
          "selections": [
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
              "kind": "ScalarField",
              "name": "count",
              "storageKey": null
            }
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

(node as any).hash = "fcb7be1b69ccb20cd9eb153aa65ebf30";

export default node;
