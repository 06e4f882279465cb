/**
 * @generated SignedSource<<217c4a3424e87f112f35fd8de074efc7>>
 * @relayHash 454f7a54c18fe9490ecdbbc595dd963b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 36696a9e4494468dfcfae0a6b13cd7380dbda7da340a36595b09429316c1b5aa

import { ConcreteRequest } from 'relay-runtime';
export type FiscalDocumentType = "CREDIT_NOTE" | "INVOICE" | "RECEIPT" | "%future added value";
export type TransactionResultQuery$variables = {
  id: string;
};
export type TransactionResultQuery$data = {
  readonly getCashierTransactionById: {
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
    readonly itemsTotal: string;
    readonly number: number;
    readonly paidTotal: string;
  } | null | undefined;
};
export type TransactionResultQuery = {
  response: TransactionResultQuery$data;
  variables: TransactionResultQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "CashierTransaction",
    "kind": "LinkedField",
    "name": "getCashierTransactionById",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
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
    "name": "TransactionResultQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TransactionResultQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "36696a9e4494468dfcfae0a6b13cd7380dbda7da340a36595b09429316c1b5aa",
    "metadata": {},
    "name": "TransactionResultQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "df4c6f9adbbe664c3c40cace21bfe36b";

export default node;
