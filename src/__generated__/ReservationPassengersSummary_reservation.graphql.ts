/**
 * @generated SignedSource<<5f0e3d75963527e55ddc0f0f567869ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PassengerStatus = "ACTIVE" | "CANCELLED" | "WAITLISTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReservationPassengersSummary_reservation$data = {
  readonly idReservation: string;
  readonly passengerCount: number;
  readonly passengers: ReadonlyArray<{
    readonly documentNumber: string;
    readonly firstName: string;
    readonly idReservationPassenger: string;
    readonly lastName: string;
    readonly status: PassengerStatus;
  }>;
  readonly registeredPassengerCount: number;
  readonly " $fragmentType": "ReservationPassengersSummary_reservation";
};
export type ReservationPassengersSummary_reservation$key = {
  readonly " $data"?: ReservationPassengersSummary_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationPassengersSummary_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReservationPassengersSummary_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idReservation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "passengerCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "registeredPassengerCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReservationPassenger",
      "kind": "LinkedField",
      "name": "passengers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idReservationPassenger",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "c24b3d96465219ba35248f562f8f1bd2";

export default node;
