/**
 * @generated SignedSource<<1fc20dc8e462fe3d4b55cdf5796714f2>>
 * @relayHash ce01b2aeda228cd5c44487f9dde31098
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4661df4a65d610415458e5cfb4d5a4f2a47f3b3f9a79ddea26c24592188a4ed7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CashierTransactionStatus = "COMPLETED" | "PARTIALLY_VOIDED" | "VOIDED" | "%future added value";
export type FiscalDocumentType = "CREDIT_NOTE" | "INVOICE" | "RECEIPT" | "%future added value";
export type PaymentMethod = "ADVANCE" | "CARD" | "CASH" | "DEPOSIT" | "%future added value";
export type PaymentStatus = "ACTIVE" | "VOIDED" | "%future added value";
export type TaxAuthorityStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "SENT" | "%future added value";
export type CashierTransactionDetailDialogQuery$variables = {
  id: string;
};
export type CashierTransactionDetailDialogQuery$data = {
  readonly getCashierTransactionById: {
    readonly changeAmount: string;
    readonly currency: {
      readonly code: string;
    } | null | undefined;
    readonly documents: ReadonlyArray<{
      readonly documentType: FiscalDocumentType;
      readonly idFiscalDocument: string;
      readonly issueDate: string;
      readonly number: string;
      readonly taxStatus: TaxAuthorityStatus;
      readonly total: string;
    }>;
    readonly entity: {
      readonly commercialName: string;
      readonly name: string;
    } | null | undefined;
    readonly id: string;
    readonly idEntity: string;
    readonly items: ReadonlyArray<{
      readonly amountToPay: string;
      readonly idCashierTransactionItem: string;
      readonly pendingBefore: string;
      readonly reservation: {
        readonly code: string;
        readonly idReservation: string;
      } | null | undefined;
      readonly reservationItem: {
        readonly instance: {
          readonly name: string;
        };
        readonly itemNumber: number;
        readonly pendingAmount: string;
      } | null | undefined;
    }>;
    readonly itemsTotal: string;
    readonly note: string | null | undefined;
    readonly number: number;
    readonly paidTotal: string;
    readonly payments: ReadonlyArray<{
      readonly amount: string;
      readonly availableAmount: string;
      readonly cardBrand: string | null | undefined;
      readonly cardLast4: string | null | undefined;
      readonly changeAmount: string;
      readonly currency: {
        readonly code: string;
      } | null | undefined;
      readonly depositNumber: string | null | undefined;
      readonly document: {
        readonly documentType: FiscalDocumentType;
        readonly number: string;
      } | null | undefined;
      readonly exchangeRate: string;
      readonly exchangeRateInverted: boolean;
      readonly id: string;
      readonly idPayment: string;
      readonly lineNumber: number;
      readonly method: PaymentMethod;
      readonly reversalOf: string | null | undefined;
      readonly status: PaymentStatus;
      readonly voidReason: string | null | undefined;
    }>;
    readonly status: CashierTransactionStatus;
    readonly transactionDate: string;
    readonly " $fragmentSpreads": FragmentRefs<"CashierTransactionsTable_transactions">;
  } | null | undefined;
};
export type CashierTransactionDetailDialogQuery = {
  response: CashierTransactionDetailDialogQuery$data;
  variables: CashierTransactionDetailDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "transactionDate",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "note",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemsTotal",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paidTotal",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "changeAmount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "GeneralParameterValue",
  "kind": "LinkedField",
  "name": "currency",
  "plural": false,
  "selections": [
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idEntity",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "commercialName",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idCashierTransactionItem",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountToPay",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pendingBefore",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idReservation",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemNumber",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pendingAmount",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentType",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "Payment",
  "kind": "LinkedField",
  "name": "payments",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
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
      "name": "lineNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "method",
      "storageKey": null
    },
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
      "storageKey": null
    },
    (v9/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "exchangeRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "exchangeRateInverted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "availableAmount",
      "storageKey": null
    },
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
      "name": "reversalOf",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "voidReason",
      "storageKey": null
    },
    (v11/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "FiscalDocument",
      "kind": "LinkedField",
      "name": "document",
      "plural": false,
      "selections": [
        (v21/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "FiscalDocument",
  "kind": "LinkedField",
  "name": "documents",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idFiscalDocument",
      "storageKey": null
    },
    (v21/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "issueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxStatus",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CashierTransactionDetailDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CashierTransaction",
        "kind": "LinkedField",
        "name": "getCashierTransactionById",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": [
              (v13/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CashierTransactionItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Reservation",
                "kind": "LinkedField",
                "name": "reservation",
                "plural": false,
                "selections": [
                  (v18/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ReservationItem",
                "kind": "LinkedField",
                "name": "reservationItem",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProductInstance",
                    "kind": "LinkedField",
                    "name": "instance",
                    "plural": false,
                    "selections": [
                      (v13/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v22/*:: as any*/),
          (v23/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CashierTransactionsTable_transactions"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CashierTransactionDetailDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CashierTransaction",
        "kind": "LinkedField",
        "name": "getCashierTransactionById",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": [
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CashierTransactionItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Reservation",
                "kind": "LinkedField",
                "name": "reservation",
                "plural": false,
                "selections": [
                  (v18/*:: as any*/),
                  (v10/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ReservationItem",
                "kind": "LinkedField",
                "name": "reservationItem",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProductInstance",
                    "kind": "LinkedField",
                    "name": "instance",
                    "plural": false,
                    "selections": [
                      (v13/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v22/*:: as any*/),
          (v23/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idCashierTransaction",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4661df4a65d610415458e5cfb4d5a4f2a47f3b3f9a79ddea26c24592188a4ed7",
    "metadata": {},
    "name": "CashierTransactionDetailDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4932b980536a51ad4ff35c97a8cd68f9";

export default node;
