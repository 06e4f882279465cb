/**
 * @generated SignedSource<<59255f18bbaec7011f32c0cbffc3037d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReservationItemStatus = "CANCELLED" | "CONFIRMED" | "PENDING" | "%future added value";
export type ReservationStatus = "CANCELLED" | "CONFIRMED" | "PAID" | "PARTIALLY_PAID" | "QUOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VoucherSheets_reservation$data = {
  readonly code: string;
  readonly items: ReadonlyArray<{
    readonly idReservationItem: string;
    readonly instance: {
      readonly name: string;
      readonly product: {
        readonly name: string;
        readonly supplier: {
          readonly name: string;
        } | null | undefined;
      };
    };
    readonly itemNumber: number;
    readonly nights: number;
    readonly quantity: number;
    readonly serviceDate: string;
    readonly serviceDateTo: string;
    readonly serviceTime: string | null | undefined;
    readonly status: ReservationItemStatus;
    readonly supplierReference: string | null | undefined;
  }>;
  readonly status: ReservationStatus;
  readonly " $fragmentSpreads": FragmentRefs<"PrintHeader_reservation" | "PrintPassengers_reservation">;
  readonly " $fragmentType": "VoucherSheets_reservation";
};
export type VoucherSheets_reservation$key = {
  readonly " $data"?: VoucherSheets_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoucherSheets_reservation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VoucherSheets_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
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
          "name": "supplierReference",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductInstance",
          "kind": "LinkedField",
          "name": "instance",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Product",
              "kind": "LinkedField",
              "name": "product",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Entity",
                  "kind": "LinkedField",
                  "name": "supplier",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/)
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
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

(node as any).hash = "966ecf5487cf2fb92166b9337d820b02";

export default node;
