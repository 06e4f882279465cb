/**
 * @generated SignedSource<<d3b16c1a4204b959c6755459cbdf1c2a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DailyCashierStatus = "CLOSED" | "OPEN" | "%future added value";
export type CashierTransactionRouteQuery$variables = Record<PropertyKey, never>;
export type CashierTransactionRouteQuery$data = {
  readonly currencies: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
  }>;
  readonly myDailyCashierToday: {
    readonly id: string;
    readonly status: DailyCashierStatus;
  } | null | undefined;
};
export type CashierTransactionRouteQuery = {
  response: CashierTransactionRouteQuery$data;
  variables: CashierTransactionRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DailyCashier",
    "kind": "LinkedField",
    "name": "myDailyCashierToday",
    "plural": false,
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
        "name": "status",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
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
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      }
    ],
    "storageKey": "getGeneralParameterValues(code:\"CURRENCY\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CashierTransactionRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CashierTransactionRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "90739f79f91e4c2b060a041933668fa2",
    "id": null,
    "metadata": {},
    "name": "CashierTransactionRouteQuery",
    "operationKind": "query",
    "text": "query CashierTransactionRouteQuery {\n  myDailyCashierToday {\n    id\n    status\n  }\n  currencies: getGeneralParameterValues(code: \"CURRENCY\") {\n    idGeneralParameterValue\n    code\n  }\n}\n"
  }
};
})();

(node as any).hash = "a82ba58770b5476ff7ecbef2c61c8a3a";

export default node;
