/**
 * @generated SignedSource<<3fe8027256fef54901b38abdc91640cf>>
 * @relayHash eaaaa17b62976cc7f2394910a234d415
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e3f61258513a7950fce2d79e33d7dc686e8d07f85141ecea8b19dec00f7dda8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DepositType = "DEPOSIT" | "TRANSFER" | "%future added value";
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
    readonly id: string;
    readonly idCashierTransaction: string;
    readonly number: number;
    readonly " $fragmentSpreads": FragmentRefs<"TransactionResult_transaction">;
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
v1 = [
  {
    "kind": "Variable",
    "name": "data",
    "variableName": "data"
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
  "name": "idCashierTransaction",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "changeAmount",
  "storageKey": null
},
v6 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CashierTransactionRouteCompleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CashierTransaction",
        "kind": "LinkedField",
        "name": "completeCashierTransaction",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TransactionResult_transaction"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CashierTransactionRouteCompleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CashierTransaction",
        "kind": "LinkedField",
        "name": "completeCashierTransaction",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
          (v6/*:: as any*/),
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
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9e3f61258513a7950fce2d79e33d7dc686e8d07f85141ecea8b19dec00f7dda8",
    "metadata": {},
    "name": "CashierTransactionRouteCompleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "17567e49e899b0ec6ef6887f324d5d1f";

export default node;
