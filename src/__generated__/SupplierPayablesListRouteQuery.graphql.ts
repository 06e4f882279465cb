/**
 * @generated SignedSource<<584a74d64357aa32bfc932b2a10d652d>>
 * @relayHash 4353734556dd4067c32ca2fff1e7fec2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 222ac80a8ed3c6b83d642617165f76990d721ddf60735840499ac5e6d116f5c5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type SupplierInvoiceStatus = "OPEN" | "OVERDUE" | "PAID" | "%future added value";
export type SupplierInvoiceSearchInput = {
  dueFrom?: string | null | undefined;
  dueTo?: string | null | undefined;
  idSupplier?: string | null | undefined;
  skip?: number | null | undefined;
  sortBy?: string | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  status?: SupplierInvoiceStatus | null | undefined;
  take?: number | null | undefined;
  text?: string | null | undefined;
};
export type SupplierPayablesListRouteQuery$variables = {
  input: SupplierInvoiceSearchInput;
};
export type SupplierPayablesListRouteQuery$data = {
  readonly payablesAgeing: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"PayablesAgeingCard_lines">;
  }>;
  readonly searchSupplierInvoices: {
    readonly count: number;
    readonly data: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"SupplierInvoicesTable_rows">;
    }>;
  };
};
export type SupplierPayablesListRouteQuery = {
  response: SupplierPayablesListRouteQuery$data;
  variables: SupplierPayablesListRouteQuery$variables;
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
  "name": "supplierName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v5 = {
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
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SupplierPayablesListRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SupplierInvoicePage",
        "kind": "LinkedField",
        "name": "searchSupplierInvoices",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SupplierInvoice",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SupplierInvoicesTable_rows"
              }
            ],
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
        "name": "payablesAgeing",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PayablesAgeingCard_lines"
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
    "name": "SupplierPayablesListRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SupplierInvoicePage",
        "kind": "LinkedField",
        "name": "searchSupplierInvoices",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
              (v3/*:: as any*/),
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
              (v4/*:: as any*/),
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
              (v5/*:: as any*/)
            ],
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
        "name": "payablesAgeing",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idSupplier",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notDue",
            "storageKey": null
          },
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
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "222ac80a8ed3c6b83d642617165f76990d721ddf60735840499ac5e6d116f5c5",
    "metadata": {},
    "name": "SupplierPayablesListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a5d34bd7d9bdbd49c26f257c45c3cae3";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
