/**
 * @generated SignedSource<<de2b236333353b0740163210ba2e2a7d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExpectedCostStatus = "EXPECTED" | "FEE" | "REMOVED" | "%future added value";
export type SupplierInvoiceMatch = "MATCHED" | "OVER" | "UNDER" | "%future added value";
export type SupplierInvoiceStatus = "OPEN" | "OVERDUE" | "PAID" | "%future added value";
export type SupplierPaymentMethod = "CASH" | "TRANSFER" | "%future added value";
export type SupplierPaymentStatus = "ACTIVE" | "REVERSAL" | "VOIDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SupplierInvoiceDetail_invoice$data = {
  readonly currency: {
    readonly code: string;
  } | null | undefined;
  readonly daysOverdue: number;
  readonly difference: string;
  readonly dueDate: string;
  readonly expectedAmount: string;
  readonly id: string;
  readonly idSupplierInvoice: string;
  readonly invoiceDate: string;
  readonly lines: ReadonlyArray<{
    readonly amount: string;
    readonly description: string;
    readonly expectedAmount: string;
    readonly expectedStatus: ExpectedCostStatus;
    readonly idReservation: string;
    readonly lineNumber: number;
    readonly productName: string;
    readonly reservationCode: string;
    readonly serviceDate: string;
    readonly taxAmount: string;
    readonly total: string;
  }>;
  readonly match: SupplierInvoiceMatch;
  readonly note: string | null | undefined;
  readonly number: string;
  readonly openAmount: string;
  readonly paidAmount: string;
  readonly payments: ReadonlyArray<{
    readonly amount: string;
    readonly documentNumber: string;
    readonly id: string;
    readonly idSupplierPayment: string;
    readonly method: SupplierPaymentMethod;
    readonly paymentDate: string;
    readonly status: SupplierPaymentStatus;
    readonly voidReason: string | null | undefined;
  }>;
  readonly status: SupplierInvoiceStatus;
  readonly subtotal: string;
  readonly supplierName: string;
  readonly taxAmount: string;
  readonly tolerance: string;
  readonly total: string;
  readonly " $fragmentType": "SupplierInvoiceDetail_invoice";
};
export type SupplierInvoiceDetail_invoice$key = {
  readonly " $data"?: SupplierInvoiceDetail_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupplierInvoiceDetail_invoice">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taxAmount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expectedAmount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SupplierInvoiceDetail_invoice",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idSupplierInvoice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subtotal",
      "storageKey": null
    },
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "difference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tolerance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "match",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paidAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openAmount",
      "storageKey": null
    },
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "daysOverdue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "note",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SupplierInvoiceLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lineNumber",
          "storageKey": null
        },
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
          "name": "reservationCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "productName",
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
          "name": "description",
          "storageKey": null
        },
        (v5/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expectedStatus",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SupplierPayment",
      "kind": "LinkedField",
      "name": "payments",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idSupplierPayment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "method",
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
          "name": "paymentDate",
          "storageKey": null
        },
        (v5/*:: as any*/),
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "voidReason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SupplierInvoice",
  "abstractKey": null
};
})();

(node as any).hash = "59fbdf20216785813a1700fb4eeed2de";

export default node;
