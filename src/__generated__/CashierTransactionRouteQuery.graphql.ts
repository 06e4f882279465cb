/**
 * @generated SignedSource<<46f14dba2379dadbb4440431affecf99>>
 * @relayHash 22d297d7163d4c26d7c1e528c28cf939
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 04e89d8e9962f859ad8f1a53cf835389068f1e410567ee6b0262db57222d6dd8

import { ConcreteRequest } from 'relay-runtime';
export type DailyCashierStatus = "CLOSED" | "OPEN" | "%future added value";
export type CashierTransactionRouteQuery$variables = Record<PropertyKey, never>;
export type CashierTransactionRouteQuery$data = {
  readonly banks: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
    readonly name: string;
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
    "id": "04e89d8e9962f859ad8f1a53cf835389068f1e410567ee6b0262db57222d6dd8",
    "metadata": {},
    "name": "CashierTransactionRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d54873b04e685febbb524f557e2caf27";

export default node;
