/**
 * @generated SignedSource<<1815545b74e8fd56418071e78d900f38>>
 * @relayHash e84967a012ba6cc0c9a980693e149335
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a85fbf57d6305a6eacb6e797a09d80f2af3071bfc734dfc2c6398060af1a985

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DailyCashierStatus = "CLOSED" | "OPEN" | "%future added value";
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type DailyCashierSearchInput = {
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  idUser?: string | null | undefined;
  skip?: number | null | undefined;
  sortBy?: string | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  status?: DailyCashierStatus | null | undefined;
  take?: number | null | undefined;
};
export type DailyCashierRouteQuery$variables = {
  input: DailyCashierSearchInput;
};
export type DailyCashierRouteQuery$data = {
  readonly cashiers: ReadonlyArray<{
    readonly idUser: string;
    readonly name: string;
  }>;
  readonly myDailyCashierToday: {
    readonly canReopen: boolean;
    readonly idDailyCashier: string;
    readonly status: DailyCashierStatus;
    readonly version: number;
    readonly " $fragmentSpreads": FragmentRefs<"DailyCashierTodayCard_day">;
  } | null | undefined;
  readonly searchDailyCashiers: {
    readonly count: number;
    readonly data: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"DailyCashiersListTable_days">;
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"DailyCashierTodayCard_catalogs">;
};
export type DailyCashierRouteQuery = {
  response: DailyCashierRouteQuery$data;
  variables: DailyCashierRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": "cashiers",
  "args": null,
  "concreteType": "DailyCashierUser",
  "kind": "LinkedField",
  "name": "dailyCashierUsers",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idUser",
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idDailyCashier",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canReopen",
  "storageKey": null
},
v7 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameEs",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idCurrency",
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
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DailyCashierRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DailyCashierTodayCard_catalogs"
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "DailyCashier",
        "kind": "LinkedField",
        "name": "myDailyCashierToday",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DailyCashierTodayCard_day"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "DailyCashierPage",
        "kind": "LinkedField",
        "name": "searchDailyCashiers",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DailyCashier",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DailyCashiersListTable_days"
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
    "name": "DailyCashierRouteQuery",
    "selections": [
      {
        "alias": "currencies",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "CURRENCY"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idGeneralParameterValue",
            "storageKey": null
          },
          (v1/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": "getGeneralParameterValues(code:\"CURRENCY\")"
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "DailyCashier",
        "kind": "LinkedField",
        "name": "myDailyCashierToday",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "openedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "closedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reopenedCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reopenReason",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "closeNote",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DailyCashierFloat",
            "kind": "LinkedField",
            "name": "floats",
            "plural": true,
            "selections": [
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "openingAmount",
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
                  (v10/*:: as any*/),
                  (v1/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DailyCashierCount",
            "kind": "LinkedField",
            "name": "counts",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idPaymentType",
                "storageKey": null
              },
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expectedAmount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "countedAmount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "variance",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "GeneralParameterValue",
                "kind": "LinkedField",
                "name": "paymentType",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              (v12/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DailyCashierSupplierPayments",
            "kind": "LinkedField",
            "name": "supplierPayments",
            "plural": true,
            "selections": [
              (v11/*:: as any*/),
              (v13/*:: as any*/),
              (v8/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "storageKey": null
          },
          (v14/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "DailyCashierPage",
        "kind": "LinkedField",
        "name": "searchDailyCashiers",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DailyCashier",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v14/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cashierDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userName",
                "storageKey": null
              },
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "DailyCashierTotal",
                "kind": "LinkedField",
                "name": "totals",
                "plural": true,
                "selections": [
                  (v11/*:: as any*/),
                  (v13/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "3a85fbf57d6305a6eacb6e797a09d80f2af3071bfc734dfc2c6398060af1a985",
    "metadata": {},
    "name": "DailyCashierRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "704050f70e4d9e3b09aeaf0037a3043e";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
