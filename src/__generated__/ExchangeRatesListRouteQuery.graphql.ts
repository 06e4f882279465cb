/**
 * @generated SignedSource<<025d337b66813ea076c239f29b18c85c>>
 * @relayHash 062260314405d5ac151249e2b6dce300
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9fb91dc419f75821e9329a2aa3bfb1e302dab73fb558d75cd1e8e1c4a4a13912

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type ExchangeRateSearchInput = {
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  idCurrency?: string | null | undefined;
  skip?: number | null | undefined;
  sortBy?: string | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  take?: number | null | undefined;
};
export type ExchangeRatesListRouteQuery$variables = {
  input: ExchangeRateSearchInput;
};
export type ExchangeRatesListRouteQuery$data = {
  readonly searchExchangeRates: {
    readonly count: number;
    readonly data: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ExchangeRatesListTable_rates">;
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ExchangeRateCurrencyFilter_currencies">;
};
export type ExchangeRatesListRouteQuery = {
  response: ExchangeRatesListRouteQuery$data;
  variables: ExchangeRatesListRouteQuery$variables;
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
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameEs",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ExchangeRatesListRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ExchangeRateCurrencyFilter_currencies"
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ExchangeRatePage",
        "kind": "LinkedField",
        "name": "searchExchangeRates",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ExchangeRate",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ExchangeRatesListTable_rates"
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
    "name": "ExchangeRatesListRouteQuery",
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
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": "getGeneralParameterValues(code:\"CURRENCY\")"
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ExchangeRatePage",
        "kind": "LinkedField",
        "name": "searchExchangeRates",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ExchangeRate",
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
                "name": "idExchangeRate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rateDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "GeneralParameterValue",
                "kind": "LinkedField",
                "name": "currencyFrom",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "GeneralParameterValue",
                "kind": "LinkedField",
                "name": "currencyTo",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "buyRate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sellRate",
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
    "id": "9fb91dc419f75821e9329a2aa3bfb1e302dab73fb558d75cd1e8e1c4a4a13912",
    "metadata": {},
    "name": "ExchangeRatesListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "750ca0fc217c66d73b4d0ecc4b4a15a9";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
