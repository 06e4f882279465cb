/**
 * @generated SignedSource<<0f47462d88c64d0983d283edd2f02e43>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FiscalDocumentType = "CREDIT_NOTE" | "INVOICE" | "RECEIPT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TransactionResult_transaction$data = {
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
  readonly itemsTotal: string;
  readonly number: number;
  readonly paidTotal: string;
  readonly " $fragmentType": "TransactionResult_transaction";
};
export type TransactionResult_transaction$key = {
  readonly " $data"?: TransactionResult_transaction$data;
  readonly " $fragmentSpreads": FragmentRefs<"TransactionResult_transaction">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v1 = {
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TransactionResult_transaction",
  "selections": [
    (v0/*:: as any*/),
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
    (v1/*:: as any*/),
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "CashierTransaction",
  "abstractKey": null
};
})();

(node as any).hash = "2383cffc10216151cd7474b3ae2010b9";

export default node;
