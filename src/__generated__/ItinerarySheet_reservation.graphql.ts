/**
 * @generated SignedSource<<833d104cd81796c3841d805e4a5d51f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReservationItemStatus = "CANCELLED" | "CONFIRMED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ItinerarySheet_reservation$data = {
  readonly items: ReadonlyArray<{
    readonly idReservationItem: string;
    readonly instance: {
      readonly name: string;
      readonly product: {
        readonly name: string;
      };
    };
    readonly itemNumber: number;
    readonly nights: number;
    readonly package: {
      readonly name: string;
    } | null | undefined;
    readonly quantity: number;
    readonly serviceDate: string;
    readonly serviceDateTo: string;
    readonly serviceTime: string | null | undefined;
    readonly status: ReservationItemStatus;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"PrintHeader_reservation" | "PrintPassengers_reservation">;
  readonly " $fragmentType": "ItinerarySheet_reservation";
};
export type ItinerarySheet_reservation$key = {
  readonly " $data"?: ItinerarySheet_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ItinerarySheet_reservation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ItinerarySheet_reservation",
  "selections": [
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "itemNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "serviceDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "serviceTime",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "serviceDateTo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nights",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
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
          "concreteType": "ProductInstance",
          "kind": "LinkedField",
          "name": "instance",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Product",
              "kind": "LinkedField",
              "name": "product",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Package",
          "kind": "LinkedField",
          "name": "package",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PrintHeader_reservation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PrintPassengers_reservation"
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};
})();

(node as any).hash = "4a24f1fabcc9e80139cf43080c91426d";

export default node;
