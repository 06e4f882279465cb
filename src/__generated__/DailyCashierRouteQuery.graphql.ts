/**
 * @generated SignedSource<<b31c24fa0692e2f43654a514e2a3b0b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
  "name": "idDailyCashier",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canReopen",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idCurrency",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "GeneralParameterValue",
  "kind": "LinkedField",
  "name": "currency",
  "plural": false,
  "selections": [
    (v8/*:: as any*/)
  ],
  "storageKey": null
},
v11 = {
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
      {
        "alias": null,
        "args": null,
        "concreteType": "DailyCashier",
        "kind": "LinkedField",
        "name": "myDailyCashierToday",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
        "args": (v5/*:: as any*/),
        "concreteType": "DailyCashierPage",
        "kind": "LinkedField",
        "name": "searchDailyCashiers",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
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
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": "getGeneralParameterValues(code:\"CURRENCY\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DailyCashier",
        "kind": "LinkedField",
        "name": "myDailyCashierToday",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
              (v9/*:: as any*/),
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
                  (v8/*:: as any*/),
                  (v7/*:: as any*/)
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
              (v9/*:: as any*/),
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
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              },
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          (v11/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "DailyCashierPage",
        "kind": "LinkedField",
        "name": "searchDailyCashiers",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DailyCashier",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v11/*:: as any*/),
              (v1/*:: as any*/),
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
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "DailyCashierTotal",
                "kind": "LinkedField",
                "name": "totals",
                "plural": true,
                "selections": [
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amount",
                    "storageKey": null
                  },
                  (v10/*:: as any*/)
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
    "cacheID": "c9cfc486e9217d2e2b7dfec563d4f850",
    "id": null,
    "metadata": {},
    "name": "DailyCashierRouteQuery",
    "operationKind": "query",
    "text": "query DailyCashierRouteQuery(\n  $input: DailyCashierSearchInput!\n) {\n  ...DailyCashierTodayCard_catalogs\n  myDailyCashierToday {\n    idDailyCashier\n    version\n    status\n    canReopen\n    ...DailyCashierTodayCard_day\n    id\n  }\n  searchDailyCashiers(input: $input) {\n    count\n    data {\n      ...DailyCashiersListTable_days\n      id\n    }\n  }\n}\n\nfragment DailyCashierTodayCard_catalogs on Query {\n  currencies: getGeneralParameterValues(code: \"CURRENCY\") {\n    idGeneralParameterValue\n    name\n    code\n  }\n}\n\nfragment DailyCashierTodayCard_day on DailyCashier {\n  idDailyCashier\n  status\n  openedAt\n  closedAt\n  reopenedCount\n  reopenReason\n  closeNote\n  canReopen\n  floats {\n    idCurrency\n    openingAmount\n    currency {\n      code\n      name\n    }\n  }\n  counts {\n    idPaymentType\n    idCurrency\n    expectedAmount\n    countedAmount\n    variance\n    paymentType {\n      name\n    }\n    currency {\n      code\n    }\n  }\n}\n\nfragment DailyCashiersListTable_days on DailyCashier {\n  id\n  idDailyCashier\n  cashierDate\n  userName\n  status\n  totals {\n    idCurrency\n    amount\n    currency {\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c51f7edb7a03bd43f657c343a686cc4f";

export default node;
