/**
 * @generated SignedSource<<7322b42d225b45a6d0556e0fd6bbcd42>>
 * @relayHash da4a727a76fb62423d62b73a2397fdb9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e679eef2918f2a56a22ea2c3ed6f0e74908dc3d02d798f32d3e3403924287247

import { ConcreteRequest } from 'relay-runtime';
export type reservationMutationsAddRemarkMutation$variables = {
  idReservation: string;
  text: string;
};
export type reservationMutationsAddRemarkMutation$data = {
  readonly addReservationRemark: {
    readonly idReservationRemark: string;
  };
};
export type reservationMutationsAddRemarkMutation = {
  response: reservationMutationsAddRemarkMutation$data;
  variables: reservationMutationsAddRemarkMutation$variables;
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
    "name": "text"
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
        "name": "text",
        "variableName": "text"
      }
    ],
    "concreteType": "ReservationRemark",
    "kind": "LinkedField",
    "name": "addReservationRemark",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "idReservationRemark",
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
    "name": "reservationMutationsAddRemarkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "reservationMutationsAddRemarkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e679eef2918f2a56a22ea2c3ed6f0e74908dc3d02d798f32d3e3403924287247",
    "metadata": {},
    "name": "reservationMutationsAddRemarkMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f52e5e7445d35e0fc897d0eda33abeb9";

export default node;
