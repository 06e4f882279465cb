/**
 * @generated SignedSource<<6a513c7f01d4bd1c42c5dcfef3fd4d72>>
 * @relayHash cc9f250e7c9cbe7569c5bd72edefd8d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 951105d576a4195ffb1f9402cd64cd25dc5f236c262cf4af3cab8fe694db8837

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
export type useLoadPassengersMutation$variables = {
  idReservation: string;
  passengers: ReadonlyArray<ReservationPassengerInput>;
};
export type useLoadPassengersMutation$data = {
  readonly loadReservationPassengers: ReadonlyArray<{
    readonly idReservationPassenger: string;
  }>;
};
export type useLoadPassengersMutation = {
  response: useLoadPassengersMutation$data;
  variables: useLoadPassengersMutation$variables;
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
    "name": "passengers"
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
        "name": "passengers",
        "variableName": "passengers"
      }
    ],
    "concreteType": "ReservationPassenger",
    "kind": "LinkedField",
    "name": "loadReservationPassengers",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "idReservationPassenger",
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
    "name": "useLoadPassengersMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLoadPassengersMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "951105d576a4195ffb1f9402cd64cd25dc5f236c262cf4af3cab8fe694db8837",
    "metadata": {},
    "name": "useLoadPassengersMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ecdf55bd0dcbb67619049d7e8a36ad91";

export default node;
