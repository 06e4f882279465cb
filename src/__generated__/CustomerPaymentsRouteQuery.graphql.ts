/**
 * @generated SignedSource<<f833eda02b0db6717db15b02090deb41>>
 * @relayHash 4103f37cf98bbb36a6d538826a5e52ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ddaae34d2ee3d8166e560524b6f212640954da1592efa1421fd9287cbd9bc01c

import { ConcreteRequest } from 'relay-runtime';
export type FiscalDocumentType = "CREDIT_NOTE" | "INVOICE" | "RECEIPT" | "%future added value";
export type PaymentMethod = "ADVANCE" | "CARD" | "CASH" | "DEPOSIT" | "%future added value";
export type PaymentStatus = "ACTIVE" | "VOIDED" | "%future added value";
export type CustomerPaymentsRouteQuery$variables = {
  idEntity: string;
  skip: number;
  take: number;
};
export type CustomerPaymentsRouteQuery$data = {
  readonly searchApplicableAdvances: ReadonlyArray<{
    readonly advanceDate: string;
    readonly availableAmount: string;
    readonly currency: {
      readonly code: string;
    } | null | undefined;
    readonly document: {
      readonly number: string;
    } | null | undefined;
    readonly idAdvance: string;
    readonly total: string;
  }>;
  readonly searchPayments: {
    readonly count: number;
    readonly data: ReadonlyArray<{
      readonly amount: string;
      readonly availableAmount: string;
      readonly currency: {
        readonly code: string;
      } | null | undefined;
      readonly document: {
        readonly documentType: FiscalDocumentType;
        readonly number: string;
      } | null | undefined;
      readonly exchangeRate: string;
      readonly idPayment: string;
      readonly lineNumber: number;
      readonly method: PaymentMethod;
      readonly paymentDate: string;
      readonly reversalOf: string | null | undefined;
      readonly status: PaymentStatus;
      readonly transactionNumber: number;
    }>;
  };
};
export type CustomerPaymentsRouteQuery = {
  response: CustomerPaymentsRouteQuery$data;
  variables: CustomerPaymentsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idEntity"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "skip"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "take"
  }
],
v1 = {
  "kind": "Variable",
  "name": "idEntity",
  "variableName": "idEntity"
},
v2 = [
  {
    "fields": [
      (v1/*:: as any*/),
      {
        "kind": "Variable",
        "name": "skip",
        "variableName": "skip"
      },
      {
        "kind": "Variable",
        "name": "take",
        "variableName": "take"
      }
    ],
    "kind": "ObjectValue",
    "name": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idPayment",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "transactionNumber",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lineNumber",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "method",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paymentDate",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "availableAmount",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "exchangeRate",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reversalOf",
  "storageKey": null
},
v14 = {
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
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v16 = {
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
    (v15/*:: as any*/)
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": [
    (v1/*:: as any*/)
  ],
  "concreteType": "Advance",
  "kind": "LinkedField",
  "name": "searchApplicableAdvances",
  "plural": true,
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
    (v11/*:: as any*/),
    (v14/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "FiscalDocument",
      "kind": "LinkedField",
      "name": "document",
      "plural": false,
      "selections": [
        (v15/*:: as any*/)
      ],
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
    "name": "CustomerPaymentsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "PaymentPage",
        "kind": "LinkedField",
        "name": "searchPayments",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Payment",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v16/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v17/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CustomerPaymentsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "PaymentPage",
        "kind": "LinkedField",
        "name": "searchPayments",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Payment",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v16/*:: as any*/),
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
      },
      (v17/*:: as any*/)
    ]
  },
  "params": {
    "id": "ddaae34d2ee3d8166e560524b6f212640954da1592efa1421fd9287cbd9bc01c",
    "metadata": {},
    "name": "CustomerPaymentsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "303db8cf2570934759cf53915e1e237a";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
