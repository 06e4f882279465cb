/**
 * @generated SignedSource<<29b7af4d42b9e5896f6e2375a81471db>>
 * @relayHash 872e962525a4a7ec721eb76f5b181479
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 070f03314a605575d28f48cf1e2826579676b1a5d3d3ad219d767a3c87d8ce26

import { ConcreteRequest } from 'relay-runtime';
export type DailyCashierStatus = "CLOSED" | "OPEN" | "%future added value";
export type CashierTransactionRouteQuery$variables = Record<PropertyKey, never>;
export type CashierTransactionRouteQuery$data = {
  readonly banks: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
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
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idGeneralParameterValue",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v2 = [
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
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "storageKey": "getGeneralParameterValues(code:\"CURRENCY\")"
  },
  {
    "alias": "banks",
    "args": [
      {
        "kind": "Literal",
        "name": "code",
        "value": "BANK"
      }
    ],
    "concreteType": "GeneralParameterValue",
    "kind": "LinkedField",
    "name": "getGeneralParameterValues",
    "plural": true,
    "selections": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nameEs",
        "storageKey": null
      }
    ],
    "storageKey": "getGeneralParameterValues(code:\"BANK\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CashierTransactionRouteQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CashierTransactionRouteQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "070f03314a605575d28f48cf1e2826579676b1a5d3d3ad219d767a3c87d8ce26",
    "metadata": {},
    "name": "CashierTransactionRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b1a5969072e46b1f5fff114aff65b87e";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
