/**
 * @generated SignedSource<<12615b102966a74ca95d42179925877e>>
 * @relayHash 432bf10f610692bfccfd24ef0b0c01b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f2f71f41a84cd8798f6c765571ed5f99161014226f42ab010f4fdcf56fc28d92

import { ConcreteRequest } from 'relay-runtime';
export type GlobalShortcutsQuery$variables = Record<PropertyKey, never>;
export type GlobalShortcutsQuery$data = {
  readonly allowedOperations: ReadonlyArray<string>;
};
export type GlobalShortcutsQuery = {
  response: GlobalShortcutsQuery$data;
  variables: GlobalShortcutsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "names",
        "value": [
          "createReservation"
        ]
      }
    ],
    "kind": "ScalarField",
    "name": "allowedOperations",
    "storageKey": "allowedOperations(names:[\"createReservation\"])"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GlobalShortcutsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GlobalShortcutsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f2f71f41a84cd8798f6c765571ed5f99161014226f42ab010f4fdcf56fc28d92",
    "metadata": {},
    "name": "GlobalShortcutsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b5668a985de7a89b4294865d0f92e7aa";

export default node;
