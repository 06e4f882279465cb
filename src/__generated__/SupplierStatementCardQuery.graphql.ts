/**
 * @generated SignedSource<<436f9b0a1913498cd5594910b6a6d4b1>>
 * @relayHash 357af1c685703dc4cad37a9421a08dc3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac7552c5bc74e167f76ab189e8762e1ac7bda8eccf5fcaca11a290b83e5b6569

import { ConcreteRequest } from 'relay-runtime';
export type SupplierStatementCardQuery$variables = {
  idSupplier: string;
};
export type SupplierStatementCardQuery$data = {
  readonly searchSupplierInvoices: {
    readonly data: ReadonlyArray<{
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
  };
  readonly supplierStatement: {
    readonly ageing: ReadonlyArray<{
      readonly currency: {
        readonly code: string;
      } | null | undefined;
      readonly days1To30: string;
      readonly days31To60: string;
      readonly days61To90: string;
      readonly over90: string;
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
  };
};
export type SupplierStatementCardQuery = {
  response: SupplierStatementCardQuery$data;
  variables: SupplierStatementCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idSupplier"
  }
],
v1 = {
  "kind": "Variable",
  "name": "idSupplier",
  "variableName": "idSupplier"
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
      (v1/*:: as any*/)
    ],
    "concreteType": "SupplierStatement",
    "kind": "LinkedField",
    "name": "supplierStatement",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SupplierStatementLine",
        "kind": "LinkedField",
        "name": "lines",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
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
          (v2/*:: as any*/),
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
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "fields": [
          (v1/*:: as any*/),
          {
            "kind": "Literal",
            "name": "sortBy",
            "value": "dueDate"
          },
          {
            "kind": "Literal",
            "name": "sortDirection",
            "value": "DESC"
          },
          {
            "kind": "Literal",
            "name": "take",
            "value": 10
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "SupplierInvoicePage",
    "kind": "LinkedField",
    "name": "searchSupplierInvoices",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SupplierInvoice",
        "kind": "LinkedField",
        "name": "data",
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
    "name": "SupplierStatementCardQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SupplierStatementCardQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "ac7552c5bc74e167f76ab189e8762e1ac7bda8eccf5fcaca11a290b83e5b6569",
    "metadata": {},
    "name": "SupplierStatementCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3e6f506990c043e94912875c39b9771a";

export default node;
