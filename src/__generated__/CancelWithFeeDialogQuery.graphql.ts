/**
 * @generated SignedSource<<002ed4fe4f758a50935ff6a341fd809d>>
 * @relayHash 250e35643b3a7a1b1f3fdf032b7c8ed8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a6261ca8caa4a85396d925a25a61124d660d45e0bdbcd505719265d092d90b7

import { ConcreteRequest } from 'relay-runtime';
export type ReservationItemStatus = "CANCELLED" | "CONFIRMED" | "PENDING" | "%future added value";
export type CancelWithFeeDialogQuery$variables = {
  id: string;
  idReservation: string;
  idReservationItem?: string | null | undefined;
};
export type CancelWithFeeDialogQuery$data = {
  readonly getReservationById: {
    readonly currency: {
      readonly code: string;
    } | null | undefined;
    readonly items: ReadonlyArray<{
      readonly amount: string;
      readonly idReservationItem: string;
      readonly instance: {
        readonly name: string;
        readonly product: {
          readonly name: string;
        };
      };
      readonly itemNumber: number;
      readonly status: ReservationItemStatus;
    }>;
  } | null | undefined;
  readonly reservationCancellationFees: {
    readonly items: ReadonlyArray<{
      readonly daysBefore: number;
      readonly fee: string;
      readonly feePercentage: string | null | undefined;
      readonly idReservationItem: string;
    }>;
    readonly total: string;
  };
};
export type CancelWithFeeDialogQuery = {
  response: CancelWithFeeDialogQuery$data;
  variables: CancelWithFeeDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idReservation"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idReservationItem"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idReservationItem",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "idReservation",
      "variableName": "idReservation"
    },
    {
      "kind": "Variable",
      "name": "idReservationItem",
      "variableName": "idReservationItem"
    }
  ],
  "concreteType": "ReservationCancellationFees",
  "kind": "LinkedField",
  "name": "reservationCancellationFees",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReservationItemCancellationFee",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "daysBefore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "feePercentage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fee",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v6 = {
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
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "itemNumber",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CancelWithFeeDialogQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "getReservationById",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReservationItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductInstance",
                "kind": "LinkedField",
                "name": "instance",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Product",
                    "kind": "LinkedField",
                    "name": "product",
                    "plural": false,
                    "selections": [
                      (v10/*:: as any*/)
                    ],
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
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CancelWithFeeDialogQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "getReservationById",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReservationItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductInstance",
                "kind": "LinkedField",
                "name": "instance",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Product",
                    "kind": "LinkedField",
                    "name": "product",
                    "plural": false,
                    "selections": [
                      (v10/*:: as any*/),
                      (v11/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          (v11/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2a6261ca8caa4a85396d925a25a61124d660d45e0bdbcd505719265d092d90b7",
    "metadata": {},
    "name": "CancelWithFeeDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b5967044133bfece3bc6cc684427cd84";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
