/**
 * @generated SignedSource<<54a1b971da5ea8b911c6b4b45a2c3752>>
 * @relayHash 8f6c4c5f171cfa7f8e526e8e781b9788
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 84a94da80c148a680a9a67fe665365cdf5bacb3ff13cc364e9a302309893bf19

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReservationDocumentsRouteQuery$variables = {
  id: string;
};
export type ReservationDocumentsRouteQuery$data = {
  readonly getReservationById: {
    readonly code: string;
    readonly idReservation: string;
    readonly " $fragmentSpreads": FragmentRefs<"DocumentList_reservation" | "IssuedDocuments_reservation">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"reservationOperations_query">;
};
export type ReservationDocumentsRouteQuery = {
  response: ReservationDocumentsRouteQuery$data;
  variables: ReservationDocumentsRouteQuery$variables;
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
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReservationDocumentsRouteQuery",
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DocumentList_reservation"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "IssuedDocuments_reservation"
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
    "name": "ReservationDocumentsRouteQuery",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "ReservationDocument",
            "kind": "LinkedField",
            "name": "documents",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idReservationDocument",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fileName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mimeType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sizeBytes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayable",
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
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReservationItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SentDocument",
            "kind": "LinkedField",
            "name": "sentDocuments",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idSentDocument",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recipients",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "failure",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sentAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sentBy",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
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
    "id": "84a94da80c148a680a9a67fe665365cdf5bacb3ff13cc364e9a302309893bf19",
    "metadata": {},
    "name": "ReservationDocumentsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3d97101045ec1cc4611c2ce1b8bca46c";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
