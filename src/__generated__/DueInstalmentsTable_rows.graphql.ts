/**
 * @generated SignedSource<<9c417c146d8f438c005de871e15bc672>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InstalmentKind = "BALANCE" | "DEPOSIT" | "%future added value";
export type InstalmentStatus = "DUE" | "OVERDUE" | "PAID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DueInstalmentsTable_rows$data = ReadonlyArray<{
  readonly currency: {
    readonly code: string;
  } | null | undefined;
  readonly customerName: string;
  readonly idReservation: string;
  readonly instalment: {
    readonly amount: string;
    readonly daysOverdue: number;
    readonly dueDate: string;
    readonly idReservationInstalment: string;
    readonly kind: InstalmentKind;
    readonly openAmount: string;
    readonly status: InstalmentStatus;
  };
  readonly reservationCode: string;
  readonly " $fragmentType": "DueInstalmentsTable_rows";
}>;
export type DueInstalmentsTable_rows$key = ReadonlyArray<{
  readonly " $data"?: DueInstalmentsTable_rows$data;
  readonly " $fragmentSpreads": FragmentRefs<"DueInstalmentsTable_rows">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DueInstalmentsTable_rows",
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
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "currency",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Instalment",
      "kind": "LinkedField",
      "name": "instalment",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idReservationInstalment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "openAmount",
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
          "kind": "ScalarField",
          "name": "daysOverdue",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DueInstalment",
  "abstractKey": null
};

(node as any).hash = "d17ee5308c1e13c6e28f14675d6f6bee";

export default node;
