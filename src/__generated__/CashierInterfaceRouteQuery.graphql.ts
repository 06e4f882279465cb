/**
 * @generated SignedSource<<a8d7c7f82da643230b833c1ad8dd2dc8>>
 * @relayHash 2256fffe560a529faa224c4e586e3947
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b6064f0624bab9e49bf781c312364183e62177b26f616f11b2e0cc29c57e02f

import { ConcreteRequest } from 'relay-runtime';
export type FiscalDocumentType = "CREDIT_NOTE" | "INVOICE" | "RECEIPT" | "%future added value";
export type TaxAuthorityStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "SENT" | "%future added value";
export type TaxDocumentSearchInput = {
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  documentType?: FiscalDocumentType | null | undefined;
  notExported?: boolean | null | undefined;
  skip?: number | null | undefined;
  take?: number | null | undefined;
  taxStatus?: TaxAuthorityStatus | null | undefined;
};
export type CashierInterfaceRouteQuery$variables = {
  input: TaxDocumentSearchInput;
};
export type CashierInterfaceRouteQuery$data = {
  readonly searchTaxDocuments: {
    readonly count: number;
    readonly data: ReadonlyArray<{
      readonly currency: {
        readonly code: string;
      } | null | undefined;
      readonly documentType: FiscalDocumentType;
      readonly entity: {
        readonly name: string;
      } | null | undefined;
      readonly exportedAt: string | null | undefined;
      readonly idFiscalDocument: string;
      readonly issueDate: string;
      readonly number: string;
      readonly taxMessage: string | null | undefined;
      readonly taxStatus: TaxAuthorityStatus;
      readonly total: string;
    }>;
  };
};
export type CashierInterfaceRouteQuery = {
  response: CashierInterfaceRouteQuery$data;
  variables: CashierInterfaceRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idFiscalDocument",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentType",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "issueDate",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taxStatus",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taxMessage",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "exportedAt",
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
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CashierInterfaceRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "FiscalDocumentPage",
        "kind": "LinkedField",
        "name": "searchTaxDocuments",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FiscalDocument",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Entity",
                "kind": "LinkedField",
                "name": "entity",
                "plural": false,
                "selections": [
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
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
    "name": "CashierInterfaceRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "FiscalDocumentPage",
        "kind": "LinkedField",
        "name": "searchTaxDocuments",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FiscalDocument",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Entity",
                "kind": "LinkedField",
                "name": "entity",
                "plural": false,
                "selections": [
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7b6064f0624bab9e49bf781c312364183e62177b26f616f11b2e0cc29c57e02f",
    "metadata": {},
    "name": "CashierInterfaceRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6040f6e09c6544e73e7e320a0fc8555c";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
