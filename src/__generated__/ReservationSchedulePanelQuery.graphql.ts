/**
 * @generated SignedSource<<d41d84bd715a051ffa396169ddfa2d8e>>
 * @relayHash 2b0dcb761602edaab3ee460de75c9cf5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae57df443790079cf547c3a38a521ffeba57cc12e9d7a80c10c5b8221f566c36

import { ConcreteRequest } from 'relay-runtime';
export type DepositKind = "AMOUNT" | "PERCENT" | "%future added value";
export type InstalmentKind = "BALANCE" | "DEPOSIT" | "%future added value";
export type InstalmentStatus = "DUE" | "OVERDUE" | "PAID" | "%future added value";
export type OverdueDepositAction = "FLAG" | "RELEASE" | "%future added value";
export type ReservationSchedulePanelQuery$variables = {
  id: string;
};
export type ReservationSchedulePanelQuery$data = {
  readonly reservationPaymentSchedule: {
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
};
export type ReservationSchedulePanelQuery = {
  response: ReservationSchedulePanelQuery$data;
  variables: ReservationSchedulePanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "idReservation",
        "variableName": "id"
      }
    ],
    "concreteType": "PaymentSchedule",
    "kind": "LinkedField",
    "name": "reservationPaymentSchedule",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReservationSchedulePanelQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReservationSchedulePanelQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ae57df443790079cf547c3a38a521ffeba57cc12e9d7a80c10c5b8221f566c36",
    "metadata": {},
    "name": "ReservationSchedulePanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5a30eb5f8b7e28d8df18590cc9275e1f";

export default node;
