/**
 * @generated SignedSource<<2b4d756c0416affc955629586d8a204c>>
 * @relayHash 09d1f26f648c13c8c097520a223551df
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 19b4a7710abf423e4b50922c3190b630cc2956fc11ae0d7929a87af7273e00c1

import { ConcreteRequest } from 'relay-runtime';
export type ReservationItemInput = {
  confirm?: boolean | null | undefined;
  idProductInstance?: string | null | undefined;
  idReservation?: string | null | undefined;
  nights?: number | null | undefined;
  overrideReason?: string | null | undefined;
  quantity?: number | null | undefined;
  serviceDate?: string | null | undefined;
  serviceTime?: string | null | undefined;
  supplierReference?: string | null | undefined;
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
    "id": "19b4a7710abf423e4b50922c3190b630cc2956fc11ae0d7929a87af7273e00c1",
    "metadata": {},
    "name": "reservationMutationsAddItemMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "89b62071ded98f5283110d028d7c4254";

export default node;
