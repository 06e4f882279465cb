/**
 * @generated SignedSource<<fa8b97eaaf81efeb87b2f3ab67a2892c>>
 * @relayHash 8038472a351896f3f3609f0234b63a22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d161d760d6193da6066be25bc51ddebf3f92a356d791b239f1b8cf3c27aaefbb

import { ConcreteRequest } from 'relay-runtime';
export type DailyCashierStatus = "CLOSED" | "OPEN" | "%future added value";
export type AdvanceFormRouteQuery$variables = Record<PropertyKey, never>;
export type AdvanceFormRouteQuery$data = {
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
    "id": "d161d760d6193da6066be25bc51ddebf3f92a356d791b239f1b8cf3c27aaefbb",
    "metadata": {},
    "name": "AdvanceFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "536c959437931c235ca0f6b73d3059a5";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
