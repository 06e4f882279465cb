/**
 * @generated SignedSource<<f3e779ce299bfa7ee0c04ac62e0264d1>>
 * @relayHash c8612e04ad0100816cda71ba60ca0a4d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e383a137d76ec837be0cdad31c626a4a452137252b9aeb9b0ae731c53cc7c908

import { ConcreteRequest } from 'relay-runtime';
export type ReservationInput = {
  fileNumber?: string | null | undefined;
  idCurrency?: string | null | undefined;
  idEntity?: string | null | undefined;
  idLanguage?: string | null | undefined;
  idReservation?: string | null | undefined;
  passengerCount?: number | null | undefined;
  reservationDate?: string | null | undefined;
  version?: number | null | undefined;
};
export type reservationMutationsUpdateMutation$variables = {
  data: ReservationInput;
};
export type reservationMutationsUpdateMutation$data = {
  readonly updateReservation: {
    readonly id: string;
    readonly idReservation: string;
    readonly version: number;
  };
};
export type reservationMutationsUpdateMutation = {
  response: reservationMutationsUpdateMutation$data;
  variables: reservationMutationsUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "data"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "data",
        "variableName": "data"
      }
    ],
    "concreteType": "Reservation",
    "kind": "LinkedField",
    "name": "updateReservation",
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
        "name": "idReservation",
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
    "name": "reservationMutationsUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "reservationMutationsUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e383a137d76ec837be0cdad31c626a4a452137252b9aeb9b0ae731c53cc7c908",
    "metadata": {},
    "name": "reservationMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "738ef04dd915b1d16902f86a58fcb18c";

export default node;
