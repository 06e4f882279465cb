/**
 * @generated SignedSource<<8a6a629baf5ee3a73be07330425d927d>>
 * @relayHash 0ec6e00ef4a6020dcf5ff3a5ff6c7598
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51c58665c8dc659221f7871f1b93fd64638af662ad7531234ce9aa315057a949

import { ConcreteRequest } from 'relay-runtime';
export type ReservationSchedulePanelAccessQuery$variables = Record<PropertyKey, never>;
export type ReservationSchedulePanelAccessQuery$data = {
  readonly allowedOperations: ReadonlyArray<string>;
};
export type ReservationSchedulePanelAccessQuery = {
  response: ReservationSchedulePanelAccessQuery$data;
  variables: ReservationSchedulePanelAccessQuery$variables;
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
          "reservationPaymentSchedule"
        ]
      }
    ],
    "kind": "ScalarField",
    "name": "allowedOperations",
    "storageKey": "allowedOperations(names:[\"reservationPaymentSchedule\"])"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReservationSchedulePanelAccessQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReservationSchedulePanelAccessQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "51c58665c8dc659221f7871f1b93fd64638af662ad7531234ce9aa315057a949",
    "metadata": {},
    "name": "ReservationSchedulePanelAccessQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9e746c9a3b2494cc7aede4fc85618a68";

export default node;
