/**
 * @generated SignedSource<<ea86d0e0fb494b6b49ecd8f5e1df5726>>
 * @relayHash 61ec940a89a93bfb244815ddffa9973c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca0e2e3351310cbbfe6aa73b2368d1758aff08bdbffb1de22ebe78562e196079

import { ConcreteRequest } from 'relay-runtime';
export type DocumentKind = "CASHIER_CLOSE" | "FISCAL_DOCUMENT" | "ITINERARY" | "SERVICE_ORDER" | "VOUCHER" | "%future added value";
export type DocumentRefInput = {
  idDailyCashier?: string | null | undefined;
  idFiscalDocument?: string | null | undefined;
  idReservation?: string | null | undefined;
  idReservationItem?: string | null | undefined;
  kind: DocumentKind;
};
export type documentPdfQuery$variables = {
  document: DocumentRefInput;
};
export type documentPdfQuery$data = {
  readonly renderDocument: {
    readonly contentBase64: string;
    readonly fileName: string;
    readonly language: string;
    readonly mimeType: string;
    readonly suggestedRecipients: ReadonlyArray<string>;
    readonly title: string;
  };
};
export type documentPdfQuery = {
  response: documentPdfQuery$data;
  variables: documentPdfQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "document"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "document",
        "variableName": "document"
      }
    ],
    "concreteType": "RenderedDocument",
    "kind": "LinkedField",
    "name": "renderDocument",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fileName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mimeType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contentBase64",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "language",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "suggestedRecipients",
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
    "name": "documentPdfQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "documentPdfQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ca0e2e3351310cbbfe6aa73b2368d1758aff08bdbffb1de22ebe78562e196079",
    "metadata": {},
    "name": "documentPdfQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fb31e032b65cf0e41aa834863908d7b4";

export default node;
