/**
 * @generated SignedSource<<7d3d3990e935b4b1e598b398fe76b348>>
 * @relayHash 03241522a092107e90081661e004d7a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 59f2e361a34f5cc9424d86eeaf493b7c46808c4b741062d2135c473a36ee9cdc

import { ConcreteRequest } from 'relay-runtime';
export type ReservationItemStatus = "CANCELLED" | "CONFIRMED" | "PENDING" | "%future added value";
export type reservationMutationsCancelItemMutation$variables = {
  idReservationItem: string;
  reason?: string | null | undefined;
};
export type reservationMutationsCancelItemMutation$data = {
  readonly cancelReservationItem: {
    readonly allowedTransitions: ReadonlyArray<ReservationItemStatus>;
    readonly amount: string;
    readonly amountPayable: string;
    readonly cancellationFee: string | null | undefined;
    readonly cancellationReason: string | null | undefined;
    readonly id: string;
    readonly pendingAmount: string;
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
        "name": "idReservationItem",
        "variableName": "idReservationItem"
      },
      {
        "kind": "Variable",
        "name": "reason",
        "variableName": "reason"
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pendingAmount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amountPayable",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cancellationFee",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cancellationReason",
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
    "id": "59f2e361a34f5cc9424d86eeaf493b7c46808c4b741062d2135c473a36ee9cdc",
    "metadata": {},
    "name": "reservationMutationsCancelItemMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f60824cb2bf79b7ecc0759cefd930132";

export default node;
