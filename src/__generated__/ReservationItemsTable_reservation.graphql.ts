/**
 * @generated SignedSource<<0e96b80c7a9172ab1b4d58115509dad7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CostSource = "EXPECTED" | "INVOICED" | "NONE" | "%future added value";
export type ReservationItemStatus = "CANCELLED" | "CONFIRMED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReservationItemsTable_reservation$data = {
  readonly currency: {
    readonly code: string;
  } | null | undefined;
  readonly idReservation: string;
  readonly items: ReadonlyArray<{
    readonly amount: string;
    readonly amountPayable: string;
    readonly cancellationFee: string | null | undefined;
    readonly idReservationItem: string;
    readonly instance: {
      readonly code: string;
      readonly name: string;
      readonly product: {
        readonly name: string;
      };
    };
    readonly itemNumber: number;
    readonly margin: {
      readonly cost: string | null | undefined;
      readonly costSource: CostSource;
      readonly currency: {
        readonly code: string;
      } | null | undefined;
      readonly margin: string | null | undefined;
      readonly marginPercent: string | null | undefined;
    } | null | undefined;
    readonly nights: number;
    readonly package: {
      readonly code: string;
    } | null | undefined;
    readonly pendingAmount: string;
    readonly priceOverridden: boolean;
    readonly quantity: number;
    readonly serviceDate: string;
    readonly serviceDateTo: string;
    readonly serviceTime: string | null | undefined;
    readonly status: ReservationItemStatus;
    readonly supplierReference: string | null | undefined;
    readonly unitPrice: string;
  }>;
  readonly " $fragmentType": "ReservationItemsTable_reservation";
};
export type ReservationItemsTable_reservation$key = {
  readonly " $data"?: ReservationItemsTable_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationItemsTable_reservation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "GeneralParameterValue",
  "kind": "LinkedField",
  "name": "currency",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
},
v3 = {
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
  "name": "ReservationItemsTable_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idReservation",
      "storageKey": null
    },
    (v2/*:: as any*/),
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
          "name": "unitPrice",
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
          "name": "amountPayable",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "priceOverridden",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cancellationFee",
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
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Product",
              "kind": "LinkedField",
              "name": "product",
              "plural": false,
              "selections": [
                (v3/*:: as any*/)
              ],
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ServiceMargin",
          "kind": "LinkedField",
          "name": "margin",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cost",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "costSource",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "margin",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "marginPercent",
              "storageKey": null
            },
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};
})();

(node as any).hash = "b39d6ce935ead993443a036e02554da2";

export default node;
