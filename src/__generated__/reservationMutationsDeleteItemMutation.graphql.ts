/**
 * @generated SignedSource<<cfeb28686967c198d85fc2d501b3a2bc>>
 * @relayHash ecebddbd8ffa5af5b8e6cf0c0c6a5adb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 763a3e7f0011aecbdd4af0e6ac97648ce9ec439327349ca0138821908ca10667

import { ConcreteRequest } from 'relay-runtime';
export type reservationMutationsDeleteItemMutation$variables = {
  idReservationItem: string;
};
export type reservationMutationsDeleteItemMutation$data = {
  readonly deleteReservationItem: boolean;
};
export type reservationMutationsDeleteItemMutation = {
  response: reservationMutationsDeleteItemMutation$data;
  variables: reservationMutationsDeleteItemMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idReservationItem"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "idReservationItem",
        "variableName": "idReservationItem"
      }
    ],
    "kind": "ScalarField",
    "name": "deleteReservationItem",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "reservationMutationsDeleteItemMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "reservationMutationsDeleteItemMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "763a3e7f0011aecbdd4af0e6ac97648ce9ec439327349ca0138821908ca10667",
    "metadata": {},
    "name": "reservationMutationsDeleteItemMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "30a05ff527719dba248bbcafffd45155";

export default node;
