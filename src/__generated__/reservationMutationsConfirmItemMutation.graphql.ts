/**
 * @generated SignedSource<<536d5c4933fb7fc23768d1be8157b4d7>>
 * @relayHash 936fe887763c9fbadc42ee23c714acca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e3dc7ab45e1194598c7f364d57b682d983e6e3698cb7f27750585e925db58184

import { ConcreteRequest } from 'relay-runtime';
export type ReservationItemStatus = "CANCELLED" | "CONFIRMED" | "PENDING" | "%future added value";
export type reservationMutationsConfirmItemMutation$variables = {
  idReservationItem: string;
};
export type reservationMutationsConfirmItemMutation$data = {
  readonly confirmReservationItem: {
    readonly allowedTransitions: ReadonlyArray<ReservationItemStatus>;
    readonly id: string;
    readonly status: ReservationItemStatus;
    readonly version: number;
  };
};
export type reservationMutationsConfirmItemMutation = {
  response: reservationMutationsConfirmItemMutation$data;
  variables: reservationMutationsConfirmItemMutation$variables;
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
    "concreteType": "ReservationItem",
    "kind": "LinkedField",
    "name": "confirmReservationItem",
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
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "allowedTransitions",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "version",
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
    "name": "reservationMutationsConfirmItemMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "reservationMutationsConfirmItemMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e3dc7ab45e1194598c7f364d57b682d983e6e3698cb7f27750585e925db58184",
    "metadata": {},
    "name": "reservationMutationsConfirmItemMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3a4e1eb788b592c219facc0d5cd36fc4";

export default node;
