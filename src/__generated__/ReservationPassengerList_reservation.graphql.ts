/**
 * @generated SignedSource<<c2c2d0c54bdb4c3fd9b923229b8ca4ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PassengerStatus = "ACTIVE" | "CANCELLED" | "WAITLISTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReservationPassengerList_reservation$data = {
  readonly passengers: ReadonlyArray<{
    readonly birthDate: string | null | undefined;
    readonly citizenship: {
      readonly name: string;
      readonly nameEs: string;
    } | null | undefined;
    readonly documentNumber: string;
    readonly documentType: {
      readonly shortName: string;
      readonly shortNameEs: string | null | undefined;
    } | null | undefined;
    readonly firstName: string;
    readonly idCitizenship: string | null | undefined;
    readonly idDocumentType: string;
    readonly idGender: string | null | undefined;
    readonly idPassengerType: string;
    readonly idReservationPassenger: string;
    readonly lastName: string;
    readonly passengerType: {
      readonly name: string;
      readonly nameEs: string | null | undefined;
    } | null | undefined;
    readonly status: PassengerStatus;
    readonly " $fragmentSpreads": FragmentRefs<"PassengerHistoryDialog_passenger">;
  }>;
  readonly " $fragmentType": "ReservationPassengerList_reservation";
};
export type ReservationPassengerList_reservation$key = {
  readonly " $data"?: ReservationPassengerList_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationPassengerList_reservation">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "nameEs",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReservationPassengerList_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReservationPassenger",
      "kind": "LinkedField",
      "name": "passengers",
      "plural": true,
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
          "name": "idPassengerType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "GeneralParameterValue",
          "kind": "LinkedField",
          "name": "passengerType",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idDocumentType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "GeneralParameterValue",
          "kind": "LinkedField",
          "name": "documentType",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "shortName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "shortNameEs",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idCitizenship",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Country",
          "kind": "LinkedField",
          "name": "citizenship",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idGender",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "birthDate",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "PassengerHistoryDialog_passenger"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};
})();

(node as any).hash = "01d8f069b4a8404256aca56a28c0244f";

export default node;
