/**
 * @generated SignedSource<<e8d3fbfb697e2f68e4a08499f3572484>>
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

(node as any).hash = "3ff407ce110214cd09ae0f99ef280172";

export default node;
