/**
 * @generated SignedSource<<3e548f06d17cac691aac33fcebf48ecc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReservationItemStatus = "CANCELLED" | "CONFIRMED" | "PENDING" | "%future added value";
export type ReservationStatus = "CANCELLED" | "CONFIRMED" | "PAID" | "PARTIALLY_PAID" | "QUOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type reservationEditorQuery_reservation$data = {
  readonly allowedTransitions: ReadonlyArray<ReservationStatus>;
  readonly amount: string;
  readonly cancellationReason: string | null | undefined;
  readonly code: string;
  readonly currency: {
    readonly code: string;
  } | null | undefined;
  readonly entity: {
    readonly name: string;
  } | null | undefined;
  readonly fileNumber: string | null | undefined;
  readonly id: string;
  readonly idCurrency: string;
  readonly idEntity: string;
  readonly idLanguage: string | null | undefined;
  readonly idReservation: string;
  readonly items: ReadonlyArray<{
    readonly allowedTransitions: ReadonlyArray<ReservationItemStatus>;
    readonly idReservationItem: string;
    readonly status: ReservationItemStatus;
    readonly version: number;
  }>;
  readonly passengerCount: number;
  readonly pendingAmount: string;
  readonly registeredPassengerCount: number;
  readonly reservationDate: string;
  readonly status: ReservationStatus;
  readonly version: number;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationItemsTable_reservation" | "ReservationMarginSummary_reservation" | "ReservationPassengersSummary_reservation" | "ReservationPayments_reservation" | "ReservationRemarks_reservation" | "ReservationSchedulePanel_reservation">;
};
export type reservationEditorQuery_reservation$key = {
  readonly " $data"?: reservationEditorQuery_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"reservationEditorQuery_reservation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allowedTransitions",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "mask": false
  },
  "name": "reservationEditorQuery_reservation",
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
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "idEntity",
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
      "name": "idCurrency",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idLanguage",
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
      "name": "pendingAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancellationReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReservationItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idReservationItem",
          "storageKey": null
        },
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReservationItemsTable_reservation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReservationMarginSummary_reservation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReservationRemarks_reservation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReservationPassengersSummary_reservation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReservationPayments_reservation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReservationSchedulePanel_reservation"
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};
})();

(node as any).hash = "76ec329d303be993215ed21aa70eeb18";

export default node;
