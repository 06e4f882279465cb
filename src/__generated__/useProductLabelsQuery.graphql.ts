/**
 * @generated SignedSource<<d7b8b3c09a8fbeb5e5fdedda167a2964>>
 * @relayHash 1e09c9da055f2c583b801274c639d7ab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b5feae7bff5d8fe2f74dea84369ba4c3cba53401aab6ff4aa415c9d1759c7aeb

import { ConcreteRequest } from 'relay-runtime';
export type useProductLabelsQuery$variables = {
  id: string;
};
export type useProductLabelsQuery$data = {
  readonly getProductById: {
    readonly idProduct: string;
    readonly name: string;
  } | null | undefined;
};
export type useProductLabelsQuery = {
  response: useProductLabelsQuery$data;
  variables: useProductLabelsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idProduct",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useProductLabelsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "getProductById",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
    "name": "useProductLabelsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "getProductById",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b5feae7bff5d8fe2f74dea84369ba4c3cba53401aab6ff4aa415c9d1759c7aeb",
    "metadata": {},
    "name": "useProductLabelsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4f17ee43967a65336aa051d691b53daa";

export default node;
