/**
 * @generated SignedSource<<91e21b7e6d4650bd41e38cf5a4fa8166>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SupplierStatementCard_statement$data = {
  readonly ageing: ReadonlyArray<{
    readonly currency: {
      readonly code: string;
    } | null | undefined;
    readonly days1To30: string;
    readonly days31To60: string;
    readonly days61To90: string;
    readonly over90: string;
  }>;
  readonly latestInvoices: ReadonlyArray<{
    readonly currency: {
      readonly code: string;
    } | null | undefined;
    readonly dueDate: string;
    readonly id: string;
    readonly idSupplierInvoice: string;
    readonly number: string;
    readonly openAmount: string;
    readonly total: string;
  }>;
  readonly lines: ReadonlyArray<{
    readonly currency: {
      readonly code: string;
    } | null | undefined;
    readonly expected: string;
    readonly invoiced: string;
    readonly open: string;
    readonly paid: string;
    readonly toInvoice: string;
  }>;
  readonly " $fragmentType": "SupplierStatementCard_statement";
};
export type SupplierStatementCard_statement$key = {
  readonly " $data"?: SupplierStatementCard_statement$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupplierStatementCard_statement">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "SupplierStatementCard_statement",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SupplierStatementLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expected",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invoiced",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paid",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "open",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toInvoice",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PayablesAgeingLine",
      "kind": "LinkedField",
      "name": "ageing",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "days1To30",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "days31To60",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "days61To90",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "over90",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SupplierInvoice",
      "kind": "LinkedField",
      "name": "latestInvoices",
      "plural": true,
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "SupplierStatement",
  "abstractKey": null
};
})();

(node as any).hash = "619941bd22e7153f17d2137abd72e884";

export default node;
