/**
 * @generated SignedSource<<01d34106e6b6fb490c8b85b32ba85b92>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReservationItemStatus = "CANCELLED" | "CONFIRMED" | "PENDING" | "%future added value";
export type ReservationStatus = "CANCELLED" | "CONFIRMED" | "PAID" | "PARTIALLY_PAID" | "QUOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type IssuedDocuments_reservation$data = {
  readonly idReservation: string;
  readonly items: ReadonlyArray<{
    readonly status: ReservationItemStatus;
  }>;
  readonly status: ReservationStatus;
  readonly " $fragmentSpreads": FragmentRefs<"SentDocumentsList_reservation">;
  readonly " $fragmentType": "IssuedDocuments_reservation";
};
export type IssuedDocuments_reservation$key = {
  readonly " $data"?: IssuedDocuments_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssuedDocuments_reservation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssuedDocuments_reservation",
  "selections": [
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
      "concreteType": "ReservationItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SentDocumentsList_reservation"
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};
})();

(node as any).hash = "61816939a2dc3410d6b8a4021edc7388";

export default node;
