/**
 * @generated SignedSource<<be744e84879ad916bf00a7d594998a25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PassengerStatus = "ACTIVE" | "CANCELLED" | "WAITLISTED" | "%future added value";
export type ReservationPassengerInput = {
  birthDate?: string | null | undefined;
  documentNumber?: string | null | undefined;
  firstName?: string | null | undefined;
  idCitizenship?: string | null | undefined;
  idDocumentType?: string | null | undefined;
  idGender?: string | null | undefined;
  idPassengerType?: string | null | undefined;
  idReservationPassenger?: string | null | undefined;
  lastName?: string | null | undefined;
  status?: PassengerStatus | null | undefined;
};
export type useSavePassengerMutation$variables = {
  data: ReservationPassengerInput;
  idReservation: string;
};
export type useSavePassengerMutation$data = {
  readonly saveReservationPassenger: {
    readonly idReservationPassenger: string;
    readonly version: number;
  };
};
export type useSavePassengerMutation = {
  response: useSavePassengerMutation$data;
  variables: useSavePassengerMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "data"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idReservation"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "data",
        "variableName": "data"
      },
      {
        "kind": "Variable",
        "name": "idReservation",
        "variableName": "idReservation"
      }
    ],
    "concreteType": "ReservationPassenger",
    "kind": "LinkedField",
    "name": "saveReservationPassenger",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "idReservationPassenger",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSavePassengerMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSavePassengerMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "d0b2c1b2538ba6ef3ebabd273ca4b009",
    "id": null,
    "metadata": {},
    "name": "useSavePassengerMutation",
    "operationKind": "mutation",
    "text": "mutation useSavePassengerMutation(\n  $idReservation: ID!\n  $data: ReservationPassengerInput!\n) {\n  saveReservationPassenger(idReservation: $idReservation, data: $data) {\n    idReservationPassenger\n    version\n  }\n}\n"
  }
};
})();

(node as any).hash = "e3dbec65a66b477bc014676c660c9e8e";

export default node;
