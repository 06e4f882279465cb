/**
 * @generated SignedSource<<9dd8d059c09d8ba86d29f1348282b1c8>>
 * @relayHash 43f682b5e656051fc0002120b9448a1a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 55423442c5ddc9ce9bbbe743bbe28fa3a7af94e1e781caf09c10984fee1592e0

import { ConcreteRequest } from 'relay-runtime';
export type DailyCashierStatus = "CLOSED" | "OPEN" | "%future added value";
export type AdvanceFormRouteQuery$variables = Record<PropertyKey, never>;
export type AdvanceFormRouteQuery$data = {
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
    readonly status: DailyCashierStatus;
  } | null | undefined;
};
export type AdvanceFormRouteQuery = {
  response: AdvanceFormRouteQuery$data;
  variables: AdvanceFormRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idGeneralParameterValue",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v3 = {
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
    (v1/*:: as any*/),
    (v2/*:: as any*/)
  ],
  "storageKey": "getGeneralParameterValues(code:\"CURRENCY\")"
},
v4 = {
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
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": "getGeneralParameterValues(code:\"BANK\")"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdvanceFormRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DailyCashier",
        "kind": "LinkedField",
        "name": "myDailyCashierToday",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdvanceFormRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DailyCashier",
        "kind": "LinkedField",
        "name": "myDailyCashierToday",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ]
  },
  "params": {
    "id": "55423442c5ddc9ce9bbbe743bbe28fa3a7af94e1e781caf09c10984fee1592e0",
    "metadata": {},
    "name": "AdvanceFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0ebcc8fca0d12d3af59636596cac5e7a";

export default node;
