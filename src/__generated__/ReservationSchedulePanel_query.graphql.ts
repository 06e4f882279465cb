/**
 * @generated SignedSource<<3d71451a0576898541c71b55f00d7537>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReservationSchedulePanel_query$data = {
  readonly scheduleOperations: ReadonlyArray<string>;
  readonly " $fragmentType": "ReservationSchedulePanel_query";
};
export type ReservationSchedulePanel_query$key = {
  readonly " $data"?: ReservationSchedulePanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationSchedulePanel_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReservationSchedulePanel_query",
  "selections": [
    {
      "alias": "scheduleOperations",
      "args": [
        {
          "kind": "Literal",
          "name": "names",
          "value": [
            "reservationPaymentSchedule"
          ]
        }
      ],
      "kind": "ScalarField",
      "name": "allowedOperations",
      "storageKey": "allowedOperations(names:[\"reservationPaymentSchedule\"])"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "aae37f8b9e7d482818972124b5324de3";

export default node;
