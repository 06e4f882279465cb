/**
 * @generated SignedSource<<73912f7b03e08aaa008cddd146ce106d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PassengerHistoryDialog_passenger$data = {
  readonly firstName: string;
  readonly history: ReadonlyArray<{
    readonly after: string | null | undefined;
    readonly before: string | null | undefined;
    readonly canRevert: boolean;
    readonly createdAt: string;
    readonly createdBy: string | null | undefined;
    readonly idReservationHistory: string;
    readonly operation: string;
  }>;
  readonly lastName: string;
  readonly " $fragmentType": "PassengerHistoryDialog_passenger";
};
export type PassengerHistoryDialog_passenger$key = {
  readonly " $data"?: PassengerHistoryDialog_passenger$data;
  readonly " $fragmentSpreads": FragmentRefs<"PassengerHistoryDialog_passenger">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PassengerHistoryDialog_passenger",
  "selections": [
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
      "concreteType": "ReservationHistoryEntry",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idReservationHistory",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "operation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "before",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "after",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canRevert",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdBy",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReservationPassenger",
  "abstractKey": null
};

(node as any).hash = "dc160ab7b523010af5588b080b903be8";

export default node;
