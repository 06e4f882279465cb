/**
 * @generated SignedSource<<013d7edcd4238b4267f4141e38f9f603>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CashierTransactionStatus = "COMPLETED" | "PARTIALLY_VOIDED" | "VOIDED" | "%future added value";
export type FiscalDocumentType = "CREDIT_NOTE" | "INVOICE" | "RECEIPT" | "%future added value";
export type TaxAuthorityStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CashierTransactionsTable_transactions$data = ReadonlyArray<{
  readonly currency: {
    readonly code: string;
  } | null | undefined;
  readonly documents: ReadonlyArray<{
    readonly documentType: FiscalDocumentType;
    readonly idFiscalDocument: string;
    readonly number: string;
    readonly taxStatus: TaxAuthorityStatus;
  }>;
  readonly entity: {
    readonly commercialName: string;
    readonly name: string;
  } | null | undefined;
  readonly id: string;
  readonly idCashierTransaction: string;
  readonly itemsTotal: string;
  readonly note: string | null | undefined;
  readonly number: number;
  readonly status: CashierTransactionStatus;
  readonly transactionDate: string;
  readonly " $fragmentType": "CashierTransactionsTable_transactions";
}>;
export type CashierTransactionsTable_transactions$key = ReadonlyArray<{
  readonly " $data"?: CashierTransactionsTable_transactions$data;
  readonly " $fragmentSpreads": FragmentRefs<"CashierTransactionsTable_transactions">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "CashierTransactionsTable_transactions",
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
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "transactionDate",
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
      "kind": "ScalarField",
      "name": "status",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "commercialName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "taxStatus",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CashierTransaction",
  "abstractKey": null
};
})();

(node as any).hash = "1a7fdcd1231464d9f3fc9df36c2fef51";

export default node;
