/**
 * @generated SignedSource<<0586eefacfd1a511080d36d0b055ad97>>
 * @relayHash d37628c6e1a1f9d6da4ef93dbdd58800
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5eeed53bdcb84e1da7eef88e55a1ccf3b01d69dc500df34f6dd4125932ed3e5d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReservationItemStatus = "CANCELLED" | "CONFIRMED" | "PENDING" | "%future added value";
export type ReservationStatus = "CANCELLED" | "CONFIRMED" | "PAID" | "PARTIALLY_PAID" | "QUOTE" | "%future added value";
export type reservationEditorQuery$variables = {
  hasId: boolean;
  id: string;
};
export type reservationEditorQuery$data = {
  readonly currencies: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly getReservationById?: {
    readonly allowedTransitions: ReadonlyArray<ReservationStatus>;
    readonly amount: string;
    readonly cancellationReason: string | null | undefined;
    readonly code: string;
    readonly currency: {
      readonly code: string;
    } | null | undefined;
    readonly entity: {
      readonly name: string;
    } | null | undefined;
    readonly fileNumber: string | null | undefined;
    readonly id: string;
    readonly idCurrency: string;
    readonly idEntity: string;
    readonly idLanguage: string | null | undefined;
    readonly idReservation: string;
    readonly items: ReadonlyArray<{
      readonly allowedTransitions: ReadonlyArray<ReservationItemStatus>;
      readonly idReservationItem: string;
      readonly status: ReservationItemStatus;
      readonly version: number;
    }>;
    readonly passengerCount: number;
    readonly pendingAmount: string;
    readonly registeredPassengerCount: number;
    readonly reservationDate: string;
    readonly status: ReservationStatus;
    readonly version: number;
    readonly " $fragmentSpreads": FragmentRefs<"ReservationItemsTable_reservation" | "ReservationMarginSummary_reservation" | "ReservationPassengersSummary_reservation" | "ReservationPayments_reservation" | "ReservationRemarks_reservation" | "ReservationSchedulePanel_reservation">;
  } | null | undefined;
  readonly languages: ReadonlyArray<{
    readonly idLanguage: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationPayments_query" | "ReservationSchedulePanel_query" | "reservationOperations_query">;
};
export type reservationEditorQuery = {
  response: reservationEditorQuery$data;
  variables: reservationEditorQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idReservation",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allowedTransitions",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "passengerCount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registeredPassengerCount",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fileNumber",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reservationDate",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idEntity",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idCurrency",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "GeneralParameterValue",
  "kind": "LinkedField",
  "name": "currency",
  "plural": false,
  "selections": [
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idLanguage",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pendingAmount",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cancellationReason",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idReservationItem",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameEs",
  "storageKey": null
},
v23 = {
  "alias": "currencies",
  "args": [
    {
      "kind": "Literal",
      "name": "code",
      "value": "CURRENCY"
    }
  ],
  "concreteType": "GeneralParameterValue",
  "kind": "LinkedField",
  "name": "getGeneralParameterValues",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idGeneralParameterValue",
      "storageKey": null
    },
    (v14/*:: as any*/),
    (v22/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": "getGeneralParameterValues(code:\"CURRENCY\")"
},
v24 = {
  "alias": "languages",
  "args": null,
  "concreteType": "Language",
  "kind": "LinkedField",
  "name": "getLanguages",
  "plural": true,
  "selections": [
    (v17/*:: as any*/),
    (v14/*:: as any*/),
    (v22/*:: as any*/)
  ],
  "storageKey": null
},
v25 = [
  (v14/*:: as any*/),
  (v3/*:: as any*/)
],
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cost",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "margin",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "marginPercent",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "reservationEditorQuery",
    "selections": [
      {
        "condition": "hasId",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "Reservation",
            "kind": "LinkedField",
            "name": "getReservationById",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Entity",
                "kind": "LinkedField",
                "name": "entity",
                "plural": false,
                "selections": [
                  (v14/*:: as any*/)
                ],
                "storageKey": null
              },
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ReservationItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  (v21/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReservationItemsTable_reservation"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReservationMarginSummary_reservation"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReservationRemarks_reservation"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReservationPassengersSummary_reservation"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReservationPayments_reservation"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReservationSchedulePanel_reservation"
              }
            ],
            "storageKey": null
          }
        ]
      },
      (v23/*:: as any*/),
      (v24/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "reservationOperations_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ReservationPayments_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ReservationSchedulePanel_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "reservationEditorQuery",
    "selections": [
      {
        "condition": "hasId",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "Reservation",
            "kind": "LinkedField",
            "name": "getReservationById",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Entity",
                "kind": "LinkedField",
                "name": "entity",
                "plural": false,
                "selections": (v25/*:: as any*/),
                "storageKey": null
              },
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ReservationItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  (v21/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v6/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "itemNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "serviceDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "serviceTime",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "supplierReference",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "serviceDateTo",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nights",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quantity",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unitPrice",
                    "storageKey": null
                  },
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amountPayable",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priceOverridden",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cancellationFee",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProductInstance",
                    "kind": "LinkedField",
                    "name": "instance",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v14/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Product",
                        "kind": "LinkedField",
                        "name": "product",
                        "plural": false,
                        "selections": (v25/*:: as any*/),
                        "storageKey": null
                      },
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Package",
                    "kind": "LinkedField",
                    "name": "package",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServiceMargin",
                    "kind": "LinkedField",
                    "name": "margin",
                    "plural": false,
                    "selections": [
                      (v26/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "costSource",
                        "storageKey": null
                      },
                      (v27/*:: as any*/),
                      (v28/*:: as any*/),
                      (v16/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ReservationMargin",
                "kind": "LinkedField",
                "name": "margin",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MarginTotal",
                    "kind": "LinkedField",
                    "name": "totals",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "selling",
                        "storageKey": null
                      },
                      (v26/*:: as any*/),
                      (v27/*:: as any*/),
                      (v28/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "uncostedServices",
                        "storageKey": null
                      },
                      (v16/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ReservationRemark",
                "kind": "LinkedField",
                "name": "remarks",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "idReservationRemark",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "text",
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
              },
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
                    "name": "documentNumber",
                    "storageKey": null
                  },
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ReservationPayment",
                "kind": "LinkedField",
                "name": "payments",
                "plural": true,
                "selections": [
                  (v18/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Payment",
                    "kind": "LinkedField",
                    "name": "payment",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "idPayment",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "paymentDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "method",
                        "storageKey": null
                      },
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cardBrand",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cardLast4",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "depositNumber",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "transactionNumber",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FiscalDocument",
                        "kind": "LinkedField",
                        "name": "document",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "documentType",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "number",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
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
                      (v18/*:: as any*/),
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
                      (v7/*:: as any*/),
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
            "storageKey": null
          }
        ]
      },
      (v23/*:: as any*/),
      (v24/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "names",
            "value": [
              "createReservation",
              "addReservationItem",
              "addReservationPackage",
              "updateReservation",
              "confirmReservation",
              "cancelReservation",
              "updateReservationItem",
              "confirmReservationItem",
              "cancelReservationItem",
              "deleteReservationItem",
              "addReservationRemark",
              "reservationItemPriceOverride",
              "revertReservationChange",
              "saveReservationPassenger",
              "loadReservationPassengers",
              "deleteReservationPassenger",
              "attachReservationDocument",
              "deleteReservationDocument",
              "completeCashierTransaction"
            ]
          }
        ],
        "kind": "ScalarField",
        "name": "allowedOperations",
        "storageKey": "allowedOperations(names:[\"createReservation\",\"addReservationItem\",\"addReservationPackage\",\"updateReservation\",\"confirmReservation\",\"cancelReservation\",\"updateReservationItem\",\"confirmReservationItem\",\"cancelReservationItem\",\"deleteReservationItem\",\"addReservationRemark\",\"reservationItemPriceOverride\",\"revertReservationChange\",\"saveReservationPassenger\",\"loadReservationPassengers\",\"deleteReservationPassenger\",\"attachReservationDocument\",\"deleteReservationDocument\",\"completeCashierTransaction\"])"
      },
      {
        "alias": "paymentOperations",
        "args": [
          {
            "kind": "Literal",
            "name": "names",
            "value": [
              "searchCashierTransactions"
            ]
          }
        ],
        "kind": "ScalarField",
        "name": "allowedOperations",
        "storageKey": "allowedOperations(names:[\"searchCashierTransactions\"])"
      },
      {
        "alias": "scheduleOperations",
        "args": [
          {
            "kind": "Literal",
            "name": "names",
            "value": [
              "reservationPaymentSchedule"
            ]
          }
        ],
        "kind": "ScalarField",
        "name": "allowedOperations",
        "storageKey": "allowedOperations(names:[\"reservationPaymentSchedule\"])"
      }
    ]
  },
  "params": {
    "id": "5eeed53bdcb84e1da7eef88e55a1ccf3b01d69dc500df34f6dd4125932ed3e5d",
    "metadata": {},
    "name": "reservationEditorQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1036dd6a76afd5ec88c3d46857881e48";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
