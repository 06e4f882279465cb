/**
 * @generated SignedSource<<4ca62f9ff707b9859544eedb10bcc0a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdvanceStatus = "APPLIED" | "AVAILABLE" | "VOIDED" | "%future added value";
export type FiscalDocumentType = "CREDIT_NOTE" | "INVOICE" | "RECEIPT" | "%future added value";
export type TaxAuthorityStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdvancesListTable_advances$data = ReadonlyArray<{
  readonly advanceDate: string;
  readonly availableAmount: string;
  readonly currency: {
    readonly code: string;
  } | null | undefined;
  readonly document: {
    readonly documentType: FiscalDocumentType;
    readonly number: string;
    readonly taxStatus: TaxAuthorityStatus;
  } | null | undefined;
  readonly entity: {
    readonly name: string;
  } | null | undefined;
  readonly idAdvance: string;
  readonly invoiceAmount: string;
  readonly status: AdvanceStatus;
  readonly total: string;
  readonly " $fragmentType": "AdvancesListTable_advances";
}>;
export type AdvancesListTable_advances$key = ReadonlyArray<{
  readonly " $data"?: AdvancesListTable_advances$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdvancesListTable_advances">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "AdvancesListTable_advances",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idAdvance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "advanceDate",
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
      "name": "invoiceAmount",
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
      "name": "status",
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
        }
      ],
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
    }
  ],
  "type": "Advance",
  "abstractKey": null
};

(node as any).hash = "1c703b83e2d88f988fb204729eb31413";

export default node;
