/**
 * @generated SignedSource<<ad6a551c3c0de5a70264827980a4091f>>
 * @relayHash 1658e05912f9920a444f19aff737ed47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 13eb711f044c9775ca94429931d8348690e82d1f33a030ea4b69b5aaaeb75c29

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReservationStatus = "CANCELLED" | "CONFIRMED" | "PAID" | "PARTIALLY_PAID" | "QUOTE" | "%future added value";
export type ReservationPassengersRouteQuery$variables = {
  id: string;
};
export type ReservationPassengersRouteQuery$data = {
  readonly getReservationById: {
    readonly code: string;
    readonly idReservation: string;
    readonly passengerCount: number;
    readonly registeredPassengerCount: number;
    readonly status: ReservationStatus;
    readonly " $fragmentSpreads": FragmentRefs<"ReservationPassengerList_reservation">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"PassengerExcelLoad_catalogs" | "ReservationPassengerForm_catalogs" | "reservationOperations_query">;
};
export type ReservationPassengersRouteQuery = {
  response: ReservationPassengersRouteQuery$data;
  variables: ReservationPassengersRouteQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idReservation",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "passengerCount",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registeredPassengerCount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameEs",
  "storageKey": null
},
v9 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortName",
  "storageKey": null
},
v11 = [
  {
    "kind": "Literal",
    "name": "code",
    "value": "PASSENGER_TYPE"
  }
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idGeneralParameterValue",
  "storageKey": null
},
v13 = [
  (v12/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/)
],
v14 = [
  {
    "kind": "Literal",
    "name": "code",
    "value": "IDENTITY_DOCUMENT_TYPE"
  }
],
v15 = [
  {
    "kind": "Literal",
    "name": "code",
    "value": "GENDER"
  }
],
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idCountry",
  "storageKey": null
},
v17 = [
  (v12/*:: as any*/),
  (v3/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v10/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReservationPassengersRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "getReservationById",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReservationPassengerList_reservation"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ReservationPassengerForm_catalogs"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PassengerExcelLoad_catalogs"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "reservationOperations_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReservationPassengersRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "getReservationById",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
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
                "selections": (v9/*:: as any*/),
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
                  (v10/*:: as any*/),
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
                "selections": (v9/*:: as any*/),
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
              (v6/*:: as any*/),
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
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "passengerTypes",
        "args": (v11/*:: as any*/),
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v13/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"PASSENGER_TYPE\")"
      },
      {
        "alias": "documentTypes",
        "args": (v14/*:: as any*/),
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": [
          (v12/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": "getGeneralParameterValues(code:\"IDENTITY_DOCUMENT_TYPE\")"
      },
      {
        "alias": "genders",
        "args": (v15/*:: as any*/),
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v13/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"GENDER\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Country",
        "kind": "LinkedField",
        "name": "getCountries",
        "plural": true,
        "selections": [
          (v16/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "loadPassengerTypes",
        "args": (v11/*:: as any*/),
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v17/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"PASSENGER_TYPE\")"
      },
      {
        "alias": "loadDocumentTypes",
        "args": (v14/*:: as any*/),
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v17/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"IDENTITY_DOCUMENT_TYPE\")"
      },
      {
        "alias": "loadGenders",
        "args": (v15/*:: as any*/),
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v17/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"GENDER\")"
      },
      {
        "alias": "loadCountries",
        "args": null,
        "concreteType": "Country",
        "kind": "LinkedField",
        "name": "getCountries",
        "plural": true,
        "selections": [
          (v16/*:: as any*/),
          (v3/*:: as any*/),
          (v7/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
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
      }
    ]
  },
  "params": {
    "id": "13eb711f044c9775ca94429931d8348690e82d1f33a030ea4b69b5aaaeb75c29",
    "metadata": {},
    "name": "ReservationPassengersRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "822908e0ee9fbc2193a4867bca180541";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
