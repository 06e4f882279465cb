/**
 * @generated SignedSource<<b3193ac9ce6d17e1830cf8ce70a84401>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DepositKind = "AMOUNT" | "PERCENT" | "%future added value";
export type InstalmentKind = "BALANCE" | "DEPOSIT" | "%future added value";
export type InstalmentStatus = "DUE" | "OVERDUE" | "PAID" | "%future added value";
export type OverdueDepositAction = "FLAG" | "RELEASE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReservationSchedulePanel_reservation$data = {
  readonly paymentSchedule: {
    readonly balanceDaysBefore: number;
    readonly confirmedOn: string;
    readonly depositDueDays: number;
    readonly depositKind: DepositKind;
    readonly depositOverdue: boolean;
    readonly depositValue: string;
    readonly dueNow: string;
    readonly instalments: ReadonlyArray<{
      readonly amount: string;
      readonly daysOverdue: number;
      readonly dueDate: string;
      readonly idReservationInstalment: string;
      readonly kind: InstalmentKind;
      readonly openAmount: string;
      readonly paidAmount: string;
      readonly sequence: number;
      readonly status: InstalmentStatus;
    }>;
    readonly overdueAction: OverdueDepositAction;
  } | null | undefined;
  readonly " $fragmentType": "ReservationSchedulePanel_reservation";
};
export type ReservationSchedulePanel_reservation$key = {
  readonly " $data"?: ReservationSchedulePanel_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationSchedulePanel_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReservationSchedulePanel_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentSchedule",
      "kind": "LinkedField",
      "name": "paymentSchedule",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "confirmedOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "depositKind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "depositValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "depositDueDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "balanceDaysBefore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueNow",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "depositOverdue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "overdueAction",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Instalment",
          "kind": "LinkedField",
          "name": "instalments",
          "plural": true,
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
              "name": "sequence",
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
              "name": "paidAmount",
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
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "3a267647c079833771ed48d523022e90";

export default node;
