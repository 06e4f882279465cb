/**
 * @generated SignedSource<<f862271cad0fba84a79f594f2f3c444f>>
 * @relayHash 5a9876fe5cc2fe4093455482652882f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a98bb149b9e9c7cf7bbd67911efd345383bd36bb991307ce5ed68c43620c8dff

import { ConcreteRequest } from 'relay-runtime';
export type ReservationStatus = "CANCELLED" | "CONFIRMED" | "PAID" | "PARTIALLY_PAID" | "QUOTE" | "%future added value";
export type reservationMutationsCancelMutation$variables = {
  idReservation: string;
  reason?: string | null | undefined;
};
export type reservationMutationsCancelMutation$data = {
  readonly cancelReservation: {
    readonly allowedTransitions: ReadonlyArray<ReservationStatus>;
    readonly id: string;
    readonly status: ReservationStatus;
    readonly version: number;
  };
};
export type reservationMutationsCancelMutation = {
  response: reservationMutationsCancelMutation$data;
  variables: reservationMutationsCancelMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idReservation"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reason"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "idReservation",
        "variableName": "idReservation"
      },
      {
        "kind": "Variable",
        "name": "reason",
        "variableName": "reason"
      }
    ],
    "concreteType": "Reservation",
    "kind": "LinkedField",
    "name": "cancelReservation",
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
    "name": "reservationMutationsCancelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "reservationMutationsCancelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a98bb149b9e9c7cf7bbd67911efd345383bd36bb991307ce5ed68c43620c8dff",
    "metadata": {},
    "name": "reservationMutationsCancelMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ffd930929f8e8c0b9ca2c5d3a5a325aa";

export default node;
