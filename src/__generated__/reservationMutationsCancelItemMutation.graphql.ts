/**
 * @generated SignedSource<<3eef1de893f3c2c799f79cad8b567bc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReservationItemStatus = "CANCELLED" | "CONFIRMED" | "PENDING" | "%future added value";
export type reservationMutationsCancelItemMutation$variables = {
  idReservationItem: string;
};
export type reservationMutationsCancelItemMutation$data = {
  readonly cancelReservationItem: {
    readonly allowedTransitions: ReadonlyArray<ReservationItemStatus>;
    readonly id: string;
    readonly status: ReservationItemStatus;
    readonly version: number;
  };
};
export type reservationMutationsCancelItemMutation = {
  response: reservationMutationsCancelItemMutation$data;
  variables: reservationMutationsCancelItemMutation$variables;
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
    "name": "cancelReservationItem",
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
    "name": "reservationMutationsCancelItemMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "reservationMutationsCancelItemMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "07f3addcac5cab85ae335e31a74577b4",
    "id": null,
    "metadata": {},
    "name": "reservationMutationsCancelItemMutation",
    "operationKind": "mutation",
    "text": "mutation reservationMutationsCancelItemMutation(\n  $idReservationItem: ID!\n) {\n  cancelReservationItem(idReservationItem: $idReservationItem) {\n    id\n    status\n    allowedTransitions\n    version\n  }\n}\n"
  }
};
})();

(node as any).hash = "223c2e1cbfd00cfc65c2bfc3c20b86db";

export default node;
