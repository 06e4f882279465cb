/**
 * @generated SignedSource<<fb2c7d859c3a7c1354d8502db71ee04c>>
 * @relayHash 5ac3742ed0cbce4b87839ed7cd35ad4b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 50adb8290b55ca9263ee430affd170e8fffe90742e22445c5f18362be4e238b1

import { ConcreteRequest } from 'relay-runtime';
export type ReservationStatus = "CANCELLED" | "CONFIRMED" | "PAID" | "PARTIALLY_PAID" | "QUOTE" | "%future added value";
export type reservationMutationsConfirmMutation$variables = {
  idReservation: string;
  version?: number | null | undefined;
};
export type reservationMutationsConfirmMutation$data = {
  readonly confirmReservation: {
    readonly allowedTransitions: ReadonlyArray<ReservationStatus>;
    readonly id: string;
    readonly status: ReservationStatus;
    readonly version: number;
  };
};
export type reservationMutationsConfirmMutation = {
  response: reservationMutationsConfirmMutation$data;
  variables: reservationMutationsConfirmMutation$variables;
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
    "name": "version"
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
        "name": "version",
        "variableName": "version"
      }
    ],
    "concreteType": "Reservation",
    "kind": "LinkedField",
    "name": "confirmReservation",
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
    "name": "reservationMutationsConfirmMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "reservationMutationsConfirmMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "50adb8290b55ca9263ee430affd170e8fffe90742e22445c5f18362be4e238b1",
    "metadata": {},
    "name": "reservationMutationsConfirmMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8672e9ccf9657f1bce8bedf796e82540";

export default node;
