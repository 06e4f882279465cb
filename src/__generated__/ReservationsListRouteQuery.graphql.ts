/**
 * @generated SignedSource<<8e26e65414a94eb55ec42e34f97c511c>>
 * @relayHash b72f11e51981f9b35123ac2fc8cd0e2b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c7b7cde1f89da3a197c07327214cbb0db7d749077abc232b10e872f16ea1bc1

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReservationStatus = "CANCELLED" | "CONFIRMED" | "PAID" | "PARTIALLY_PAID" | "QUOTE" | "%future added value";
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type ReservationSearchInput = {
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  skip?: number | null | undefined;
  sortBy?: string | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  status?: ReservationStatus | null | undefined;
  take?: number | null | undefined;
  text?: string | null | undefined;
  travelFrom?: string | null | undefined;
  travelTo?: string | null | undefined;
};
export type ReservationsListRouteQuery$variables = {
  input: ReservationSearchInput;
};
export type ReservationsListRouteQuery$data = {
  readonly searchReservations: {
    readonly count: number;
    readonly countIsCapped: boolean;
    readonly data: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ReservationsListTable_reservations">;
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"reservationOperations_query">;
};
export type ReservationsListRouteQuery = {
  response: ReservationsListRouteQuery$data;
  variables: ReservationsListRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "countIsCapped",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReservationsListRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReservationPage",
        "kind": "LinkedField",
        "name": "searchReservations",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Reservation",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReservationsListTable_reservations"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
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
    "name": "ReservationsListRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReservationPage",
        "kind": "LinkedField",
        "name": "searchReservations",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Reservation",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idReservation",
                "storageKey": null
              },
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fileNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reservationDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Entity",
                "kind": "LinkedField",
                "name": "entity",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "leadPassengerName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "firstServiceDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastServiceDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "passengerCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "registeredPassengerCount",
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
                "name": "amount",
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
                  (v5/*:: as any*/)
                ],
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
    "id": "9c7b7cde1f89da3a197c07327214cbb0db7d749077abc232b10e872f16ea1bc1",
    "metadata": {},
    "name": "ReservationsListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dcd31fe3dce0057e4d15951c3e404763";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
