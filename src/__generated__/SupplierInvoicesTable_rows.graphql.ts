/**
 * @generated SignedSource<<6501af784a5f6601e4b24a56bfcdacb6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SupplierInvoiceMatch = "MATCHED" | "OVER" | "UNDER" | "%future added value";
export type SupplierInvoiceStatus = "OPEN" | "OVERDUE" | "PAID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SupplierInvoicesTable_rows$data = ReadonlyArray<{
  readonly currency: {
    readonly code: string;
  } | null | undefined;
  readonly daysOverdue: number;
  readonly dueDate: string;
  readonly id: string;
  readonly idSupplierInvoice: string;
  readonly invoiceDate: string;
  readonly match: SupplierInvoiceMatch;
  readonly number: string;
  readonly openAmount: string;
  readonly status: SupplierInvoiceStatus;
  readonly supplierName: string;
  readonly total: string;
  readonly " $fragmentType": "SupplierInvoicesTable_rows";
}>;
export type SupplierInvoicesTable_rows$key = ReadonlyArray<{
  readonly " $data"?: SupplierInvoicesTable_rows$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupplierInvoicesTable_rows">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "SupplierInvoicesTable_rows",
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
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openAmount",
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
      "name": "status",
      "storageKey": null
    },
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
    }
  ],
  "type": "SupplierInvoice",
  "abstractKey": null
};

(node as any).hash = "244174462104c819c65f168ca7da6fef";

export default node;
