/**
 * @generated SignedSource<<05107e691e08ad4da2f48f76288b1f51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "ecebddbd8ffa5af5b8e6cf0c0c6a5adb",
    "id": null,
    "metadata": {},
    "name": "reservationMutationsDeleteItemMutation",
    "operationKind": "mutation",
    "text": "mutation reservationMutationsDeleteItemMutation(\n  $idReservationItem: ID!\n) {\n  deleteReservationItem(idReservationItem: $idReservationItem)\n}\n"
  }
};
})();

(node as any).hash = "30a05ff527719dba248bbcafffd45155";

export default node;
