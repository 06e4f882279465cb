/**
 * @generated SignedSource<<529a6809b91aedc19343c148dafd6cbd>>
 * @relayHash 13993adf433c376c5ee9c99f6b88bacb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 922a363dc1a7179a8f7210508604789dd4dfc346ecc40d3a600c81521d3b534e

import { ConcreteRequest } from 'relay-runtime';
export type ReportsRouteQuery$variables = Record<PropertyKey, never>;
export type ReportsRouteQuery$data = {
  readonly availableReports: ReadonlyArray<string>;
  readonly currencies: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
    readonly name: string;
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
    (v1/*:: as any*/)
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
    "id": "922a363dc1a7179a8f7210508604789dd4dfc346ecc40d3a600c81521d3b534e",
    "metadata": {},
    "name": "ReportsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e49e077ef2e18780be0c435deb32b122";

export default node;
