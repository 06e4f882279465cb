/**
 * @generated SignedSource<<9f3805e9cc09e6a7fab222adb8ad759a>>
 * @relayHash 4e0ab986344244bcecb1984a5662d4de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f15d856e4540356869a853254d947d44fea9f259b54856f10d635b59eb2a9382

import { ConcreteRequest } from 'relay-runtime';
export type DepositType = "DEPOSIT" | "TRANSFER" | "%future added value";
export type FiscalDocumentType = "CREDIT_NOTE" | "INVOICE" | "RECEIPT" | "%future added value";
export type PaymentMethod = "ADVANCE" | "CARD" | "CASH" | "DEPOSIT" | "%future added value";
export type CashierTransactionInput = {
  idempotencyKey: string;
  items?: ReadonlyArray<CashierItemInput> | null | undefined;
  note?: string | null | undefined;
  payments?: ReadonlyArray<CashierPaymentInput> | null | undefined;
};
export type CashierItemInput = {
  amountToPay?: string | null | undefined;
  idReservationItem?: string | null | undefined;
};
export type CashierPaymentInput = {
  amount?: string | null | undefined;
  card?: CardInput | null | undefined;
  deposit?: DepositInput | null | undefined;
  idAdvance?: string | null | undefined;
  idCurrency?: string | null | undefined;
  method?: PaymentMethod | null | undefined;
};
export type CardInput = {
  ccv?: string | null | undefined;
  expiry?: string | null | undefined;
  holderName?: string | null | undefined;
  number?: string | null | undefined;
};
export type DepositInput = {
  bankAccount?: string | null | undefined;
  depositDate?: string | null | undefined;
  depositType?: DepositType | null | undefined;
  idBank?: string | null | undefined;
  number?: string | null | undefined;
};
export type CashierTransactionRouteCompleteMutation$variables = {
  data: CashierTransactionInput;
};
export type CashierTransactionRouteCompleteMutation$data = {
  readonly completeCashierTransaction: {
    readonly changeAmount: string;
    readonly currency: {
      readonly code: string;
    } | null | undefined;
    readonly documents: ReadonlyArray<{
      readonly correlative: number;
      readonly currency: {
        readonly code: string;
      } | null | undefined;
      readonly documentType: FiscalDocumentType;
      readonly idFiscalDocument: string;
      readonly number: string;
      readonly series: string;
      readonly total: string;
    }>;
    readonly id: string;
    readonly idCashierTransaction: string;
    readonly itemsTotal: string;
    readonly number: number;
    readonly paidTotal: string;
  };
};
export type CashierTransactionRouteCompleteMutation = {
  response: CashierTransactionRouteCompleteMutation$data;
  variables: CashierTransactionRouteCompleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "data"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v2 = {
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
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "data",
        "variableName": "data"
      }
    ],
    "concreteType": "CashierTransaction",
    "kind": "LinkedField",
    "name": "completeCashierTransaction",
    "plural": false,
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
        "name": "idCashierTransaction",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "changeAmount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "itemsTotal",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "paidTotal",
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
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
            "name": "series",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "correlative",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CashierTransactionRouteCompleteMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CashierTransactionRouteCompleteMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "f15d856e4540356869a853254d947d44fea9f259b54856f10d635b59eb2a9382",
    "metadata": {},
    "name": "CashierTransactionRouteCompleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1d042a7bba3f0b53c94428228f433122";

export default node;
