/**
 * @generated SignedSource<<c24cfb15dd76d63cbbdf8237ba5e9b0e>>
 * @relayHash 3090336fd392fed51260d0c0bd469f20
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 06479edef5881941f608d2126b201a0d59e1ee1bcce90ef24102d2f7ad9bbb43

import { ConcreteRequest } from 'relay-runtime';
export type useDeletePassengerMutation$variables = {
  idReservationPassenger: string;
};
export type useDeletePassengerMutation$data = {
  readonly deleteReservationPassenger: boolean;
};
export type useDeletePassengerMutation = {
  response: useDeletePassengerMutation$data;
  variables: useDeletePassengerMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idReservationPassenger"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "idReservationPassenger",
        "variableName": "idReservationPassenger"
      }
    ],
    "kind": "ScalarField",
    "name": "deleteReservationPassenger",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeletePassengerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeletePassengerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "06479edef5881941f608d2126b201a0d59e1ee1bcce90ef24102d2f7ad9bbb43",
    "metadata": {},
    "name": "useDeletePassengerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a57b0544a5775f705643332569351896";

export default node;
