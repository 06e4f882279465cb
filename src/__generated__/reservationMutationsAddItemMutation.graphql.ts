/**
 * @generated SignedSource<<144e0af607e1a731a0de4c1a0616dd8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReservationItemInput = {
  confirm?: boolean | null | undefined;
  idProductInstance?: string | null | undefined;
  idReservation?: string | null | undefined;
  nights?: number | null | undefined;
  overrideReason?: string | null | undefined;
  quantity?: number | null | undefined;
  serviceDate?: string | null | undefined;
  unitPrice?: string | null | undefined;
};
export type reservationMutationsAddItemMutation$variables = {
  data: ReservationItemInput;
};
export type reservationMutationsAddItemMutation$data = {
  readonly addReservationItem: {
    readonly id: string;
    readonly idReservationItem: string;
  };
};
export type reservationMutationsAddItemMutation = {
  response: reservationMutationsAddItemMutation$data;
  variables: reservationMutationsAddItemMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "data"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "data",
        "variableName": "data"
      }
    ],
    "concreteType": "ReservationItem",
    "kind": "LinkedField",
    "name": "addReservationItem",
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
        "name": "idReservationItem",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "reservationMutationsAddItemMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "reservationMutationsAddItemMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "09d1f26f648c13c8c097520a223551df",
    "id": null,
    "metadata": {},
    "name": "reservationMutationsAddItemMutation",
    "operationKind": "mutation",
    "text": "mutation reservationMutationsAddItemMutation(\n  $data: ReservationItemInput!\n) {\n  addReservationItem(data: $data) {\n    id\n    idReservationItem\n  }\n}\n"
  }
};
})();

(node as any).hash = "89b62071ded98f5283110d028d7c4254";

export default node;
