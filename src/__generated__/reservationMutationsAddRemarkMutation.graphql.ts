/**
 * @generated SignedSource<<829c1698d6efabca67d4548ecffe6616>>
 * @relayHash c977b85a14bb4f905c48b85e0210ea30
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c0ac2741297e1db7e8ce5681f3b6c047f2b74d6a2d2cc05a6eecffbc6d25bb0

import { ConcreteRequest } from 'relay-runtime';
export type reservationMutationsAddRemarkMutation$variables = {
  idReservation: string;
  text: string;
};
export type reservationMutationsAddRemarkMutation$data = {
  readonly addReservationRemark: {
    readonly createdAt: string;
    readonly createdBy: string | null | undefined;
    readonly idReservationRemark: string;
    readonly text: string;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "text",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdBy",
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
    "id": "0c0ac2741297e1db7e8ce5681f3b6c047f2b74d6a2d2cc05a6eecffbc6d25bb0",
    "metadata": {},
    "name": "reservationMutationsAddRemarkMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "360fb2365d453e71f93b3851367cce20";

export default node;
