/**
 * @generated SignedSource<<a5ae1f6e72533ea3118bd691ac0c2e71>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FiscalDocumentType = "CREDIT_NOTE" | "INVOICE" | "RECEIPT" | "%future added value";
export type PaymentMethod = "ADVANCE" | "CARD" | "CASH" | "DEPOSIT" | "%future added value";
export type PaymentStatus = "ACTIVE" | "VOIDED" | "%future added value";
export type ReservationStatus = "CANCELLED" | "CONFIRMED" | "PAID" | "PARTIALLY_PAID" | "QUOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReservationPayments_reservation$data = {
  readonly code: string;
  readonly currency: {
    readonly code: string;
  } | null | undefined;
  readonly payments: ReadonlyArray<{
    readonly amount: string;
    readonly payment: {
      readonly cardBrand: string | null | undefined;
      readonly cardLast4: string | null | undefined;
      readonly depositNumber: string | null | undefined;
      readonly document: {
        readonly documentType: FiscalDocumentType;
        readonly number: string;
      } | null | undefined;
      readonly idPayment: string;
      readonly method: PaymentMethod;
      readonly paymentDate: string;
      readonly status: PaymentStatus;
      readonly transactionNumber: number;
    };
  }>;
  readonly pendingAmount: string;
  readonly status: ReservationStatus;
  readonly " $fragmentType": "ReservationPayments_reservation";
};
export type ReservationPayments_reservation$key = {
  readonly " $data"?: ReservationPayments_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationPayments_reservation">;
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
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReservationPayments_reservation",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "concreteType": "ReservationPayment",
      "kind": "LinkedField",
      "name": "payments",
      "plural": true,
      "selections": [
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
          "concreteType": "Payment",
          "kind": "LinkedField",
          "name": "payment",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "idPayment",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "paymentDate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "method",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cardBrand",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cardLast4",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "depositNumber",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "transactionNumber",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "FiscalDocument",
              "kind": "LinkedField",
              "name": "document",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "documentType",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "number",
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
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};
})();

(node as any).hash = "bd1bc8a896198aa7505671e63dd4f6ff";

export default node;
