/**
 * @generated SignedSource<<f8b95b7061d3a6b34e8f5cc57c77bef8>>
 * @relayHash d0b2c1b2538ba6ef3ebabd273ca4b009
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 14b61cab23eb8b3ee9fd85d20c9ae8b6be48ed88ae1cb83c22d364fb721bc50c

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
    "id": "14b61cab23eb8b3ee9fd85d20c9ae8b6be48ed88ae1cb83c22d364fb721bc50c",
    "metadata": {},
    "name": "useSavePassengerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e3dbec65a66b477bc014676c660c9e8e";

export default node;
