/**
 * @generated SignedSource<<9160a74dae3c672c48adaf77c85bfb02>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReservationStatus = "CANCELLED" | "CONFIRMED" | "PAID" | "PARTIALLY_PAID" | "QUOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReservationsListTable_reservations$data = ReadonlyArray<{
  readonly amount: string;
  readonly code: string;
  readonly currency: {
    readonly code: string;
  } | null | undefined;
  readonly entity: {
    readonly name: string;
  } | null | undefined;
  readonly fileNumber: string | null | undefined;
  readonly firstServiceDate: string | null | undefined;
  readonly id: string;
  readonly idReservation: string;
  readonly lastServiceDate: string | null | undefined;
  readonly leadPassengerName: string | null | undefined;
  readonly passengerCount: number;
  readonly registeredPassengerCount: number;
  readonly reservationDate: string;
  readonly status: ReservationStatus;
  readonly " $fragmentType": "ReservationsListTable_reservations";
}>;
export type ReservationsListTable_reservations$key = ReadonlyArray<{
  readonly " $data"?: ReservationsListTable_reservations$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationsListTable_reservations">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ReservationsListTable_reservations",
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
      "name": "idReservation",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fileNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reservationDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Entity",
      "kind": "LinkedField",
      "name": "entity",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "leadPassengerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstServiceDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastServiceDate",
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
      "kind": "ScalarField",
      "name": "status",
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};
})();

(node as any).hash = "55000a44ad62f250a5f1ca05f453b089";

export default node;
