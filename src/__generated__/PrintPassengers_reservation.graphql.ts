/**
 * @generated SignedSource<<2da0a5a83a950f5d2ca13c33e790875c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PassengerStatus = "ACTIVE" | "CANCELLED" | "WAITLISTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PrintPassengers_reservation$data = {
  readonly passengers: ReadonlyArray<{
    readonly documentNumber: string;
    readonly documentType: {
      readonly shortName: string;
    } | null | undefined;
    readonly firstName: string;
    readonly idReservationPassenger: string;
    readonly lastName: string;
    readonly passengerType: {
      readonly name: string;
      readonly nameEs: string | null | undefined;
    } | null | undefined;
    readonly status: PassengerStatus;
  }>;
  readonly " $fragmentType": "PrintPassengers_reservation";
};
export type PrintPassengers_reservation$key = {
  readonly " $data"?: PrintPassengers_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrintPassengers_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrintPassengers_reservation",
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
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "GeneralParameterValue",
          "kind": "LinkedField",
          "name": "passengerType",
          "plural": false,
          "selections": [
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
          ],
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "4b18396de734fad7bd3eeaea55f728f7";

export default node;
