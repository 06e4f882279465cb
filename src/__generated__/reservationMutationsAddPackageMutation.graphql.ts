/**
 * @generated SignedSource<<b901771777e685603d0f4a94f24a855c>>
 * @relayHash 732d2e26aa82b47e81b275943243ad7b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fdbf5fb05597795f047f4f03c779f82e476e9dc53abe3b20b647c4ee46345637

import { ConcreteRequest } from 'relay-runtime';
export type reservationMutationsAddPackageMutation$variables = {
  confirm?: boolean | null | undefined;
  idPackage: string;
  idReservation: string;
  quantity: number;
  startDate: string;
};
export type reservationMutationsAddPackageMutation$data = {
  readonly addReservationPackage: ReadonlyArray<{
    readonly id: string;
    readonly idReservationItem: string;
  }>;
};
export type reservationMutationsAddPackageMutation = {
  response: reservationMutationsAddPackageMutation$data;
  variables: reservationMutationsAddPackageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "confirm"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idPackage"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idReservation"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "quantity"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startDate"
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "confirm",
        "variableName": "confirm"
      },
      {
        "kind": "Variable",
        "name": "idPackage",
        "variableName": "idPackage"
      },
      {
        "kind": "Variable",
        "name": "idReservation",
        "variableName": "idReservation"
      },
      {
        "kind": "Variable",
        "name": "quantity",
        "variableName": "quantity"
      },
      {
        "kind": "Variable",
        "name": "startDate",
        "variableName": "startDate"
      }
    ],
    "concreteType": "ReservationItem",
    "kind": "LinkedField",
    "name": "addReservationPackage",
    "plural": true,
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "reservationMutationsAddPackageMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "reservationMutationsAddPackageMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "fdbf5fb05597795f047f4f03c779f82e476e9dc53abe3b20b647c4ee46345637",
    "metadata": {},
    "name": "reservationMutationsAddPackageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3d1e5c6f777bb857ca578a378fdd20ed";

export default node;
