/**
 * @generated SignedSource<<6610739c828bd425b007ec0220e8829d>>
 * @relayHash 21b3d0b8f12485f98cfb808d8f0a5eff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6bb9d623798a0381e000b2a3721d0338fba91269d07de634e671aeb18383c7f

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
export type reservationMutationsCreateMutation$variables = {
  data: ReservationInput;
};
export type reservationMutationsCreateMutation$data = {
  readonly createReservation: {
    readonly id: string;
    readonly idReservation: string;
    readonly version: number;
  };
};
export type reservationMutationsCreateMutation = {
  response: reservationMutationsCreateMutation$data;
  variables: reservationMutationsCreateMutation$variables;
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
    "name": "createReservation",
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
    "name": "reservationMutationsCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "reservationMutationsCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c6bb9d623798a0381e000b2a3721d0338fba91269d07de634e671aeb18383c7f",
    "metadata": {},
    "name": "reservationMutationsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e3f2a3143156821aaf71d2c2d8caa419";

export default node;
