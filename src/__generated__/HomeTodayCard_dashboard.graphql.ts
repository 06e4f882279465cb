/**
 * @generated SignedSource<<674ad75acbb47dfb30d86154355c1a40>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeTodayCard_dashboard$data = {
  readonly todayServices: {
    readonly arrivalCount: number;
    readonly arrivingPassengerCount: number;
    readonly date: string;
    readonly passengerCount: number;
    readonly reservationCount: number;
    readonly serviceCount: number;
    readonly services: ReadonlyArray<{
      readonly arrival: boolean;
      readonly customerName: string;
      readonly idReservation: string;
      readonly instanceName: string;
      readonly passengerCount: number;
      readonly productName: string;
      readonly quantity: number;
      readonly reservationCode: string;
    }>;
  };
  readonly " $fragmentType": "HomeTodayCard_dashboard";
};
export type HomeTodayCard_dashboard$key = {
  readonly " $data"?: HomeTodayCard_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeTodayCard_dashboard">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "passengerCount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeTodayCard_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeTodayServices",
      "kind": "LinkedField",
      "name": "todayServices",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "serviceCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reservationCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "arrivalCount",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "arrivingPassengerCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "HomeTodayService",
          "kind": "LinkedField",
          "name": "services",
          "plural": true,
          "selections": [
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
              "name": "reservationCode",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "customerName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "productName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "instanceName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "quantity",
              "storageKey": null
            },
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "arrival",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeDashboard",
  "abstractKey": null
};
})();

(node as any).hash = "e972fa9413afdb2c3cb8776488894789";

export default node;
