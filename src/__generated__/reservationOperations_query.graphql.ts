/**
 * @generated SignedSource<<005eef0f92091ddc77403c97f8f9e710>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type reservationOperations_query$data = {
  readonly allowedOperations: ReadonlyArray<string>;
  readonly " $fragmentType": "reservationOperations_query";
};
export type reservationOperations_query$key = {
  readonly " $data"?: reservationOperations_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"reservationOperations_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "reservationOperations_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "names",
          "value": [
            "createReservation",
            "addReservationItem",
            "addReservationPackage",
            "updateReservation",
            "confirmReservation",
            "cancelReservation",
            "updateReservationItem",
            "confirmReservationItem",
            "cancelReservationItem",
            "deleteReservationItem",
            "addReservationRemark",
            "reservationItemPriceOverride",
            "revertReservationChange",
            "saveReservationPassenger",
            "loadReservationPassengers",
            "deleteReservationPassenger",
            "attachReservationDocument",
            "deleteReservationDocument",
            "completeCashierTransaction"
          ]
        }
      ],
      "kind": "ScalarField",
      "name": "allowedOperations",
      "storageKey": "allowedOperations(names:[\"createReservation\",\"addReservationItem\",\"addReservationPackage\",\"updateReservation\",\"confirmReservation\",\"cancelReservation\",\"updateReservationItem\",\"confirmReservationItem\",\"cancelReservationItem\",\"deleteReservationItem\",\"addReservationRemark\",\"reservationItemPriceOverride\",\"revertReservationChange\",\"saveReservationPassenger\",\"loadReservationPassengers\",\"deleteReservationPassenger\",\"attachReservationDocument\",\"deleteReservationDocument\",\"completeCashierTransaction\"])"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "8c8a3fd9b2a8f4209c4e51611cb6ea72";

export default node;
