/**
 * @generated SignedSource<<a9e84205f1f9ee4a86683ce3dfea50b5>>
 * @relayHash 074d9121ab8c682d7dbe964d425f05c2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5048d1d578831dfcea3e0a91d4f316211e574b1123da5c3bba311ccbc0779484

import { ConcreteRequest } from 'relay-runtime';
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
      readonly currency: {
        readonly code: string;
      } | null | undefined;
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
  "name": "reversalOf",
  "storageKey": null
},
v12 = {
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
v13 = {
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "availableAmount",
      "storageKey": null
    },
    (v12/*:: as any*/),
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
          "name": "number",
          "storageKey": null
        }
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
              (v12/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v13/*:: as any*/)
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
      (v13/*:: as any*/)
    ]
  },
  "params": {
    "id": "5048d1d578831dfcea3e0a91d4f316211e574b1123da5c3bba311ccbc0779484",
    "metadata": {},
    "name": "CustomerPaymentsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6feec150facacf73ea26acd29d6812a6";

export default node;
