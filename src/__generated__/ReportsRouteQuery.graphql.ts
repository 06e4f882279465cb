/**
 * @generated SignedSource<<1a64be0f5751638c1a05ff09bfe017c1>>
 * @relayHash 3249e2b819f94641c81617a01c30d214
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e351748b87bd1b569f65b72a510b7daf3eb2791f0f926b75c43f63ba82ac289b

import { ConcreteRequest } from 'relay-runtime';
export type ReportsRouteQuery$variables = Record<PropertyKey, never>;
export type ReportsRouteQuery$data = {
  readonly availableReports: ReadonlyArray<string>;
  readonly currencies: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly viewer: {
    readonly ou: {
      readonly name: string;
    };
  } | null | undefined;
};
export type ReportsRouteQuery = {
  response: ReportsRouteQuery$data;
  variables: ReportsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "availableReports",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
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
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nameEs",
      "storageKey": null
    }
  ],
  "storageKey": "getGeneralParameterValues(code:\"CURRENCY\")"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReportsRouteQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Ou",
            "kind": "LinkedField",
            "name": "ou",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReportsRouteQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Ou",
            "kind": "LinkedField",
            "name": "ou",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "id": "e351748b87bd1b569f65b72a510b7daf3eb2791f0f926b75c43f63ba82ac289b",
    "metadata": {},
    "name": "ReportsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9d9b65e265a83d60aa90545391025557";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
