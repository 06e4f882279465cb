/**
 * @generated SignedSource<<17afe672ea6d53cb52fcbbc4a7ad1d68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReservationItemStatus = "CANCELLED" | "CONFIRMED" | "PENDING" | "%future added value";
export type ReservationItemRouteQuery$variables = {
  id: string;
  idReservation: string;
};
export type ReservationItemRouteQuery$data = {
  readonly item: {
    readonly amount: string;
    readonly amountPayable: string;
    readonly history: ReadonlyArray<{
      readonly after: string | null | undefined;
      readonly before: string | null | undefined;
      readonly createdAt: string;
      readonly createdBy: string | null | undefined;
      readonly idReservationHistory: string;
      readonly operation: string;
    }>;
    readonly idReservation: string;
    readonly instance: {
      readonly code: string;
      readonly name: string;
      readonly product: {
        readonly name: string;
      };
    };
    readonly itemNumber: number;
    readonly nights: number;
    readonly overrideReason: string | null | undefined;
    readonly package: {
      readonly code: string;
      readonly name: string;
    } | null | undefined;
    readonly pendingAmount: string;
    readonly priceOverridden: boolean;
    readonly quantity: number;
    readonly rate: {
      readonly code: string;
    } | null | undefined;
    readonly serviceDate: string;
    readonly serviceDateTo: string;
    readonly status: ReservationItemStatus;
    readonly unitPrice: string;
  } | null | undefined;
  readonly reservation: {
    readonly code: string;
    readonly currency: {
      readonly code: string;
    } | null | undefined;
  } | null | undefined;
};
export type ReservationItemRouteQuery = {
  response: ReservationItemRouteQuery$data;
  variables: ReservationItemRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idReservation"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "idReservation"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "GeneralParameterValue",
  "kind": "LinkedField",
  "name": "currency",
  "plural": false,
  "selections": (v3/*:: as any*/),
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
  "kind": "ScalarField",
  "name": "idReservation",
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
  "name": "serviceDate",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "serviceDateTo",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nights",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unitPrice",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pendingAmount",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountPayable",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceOverridden",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "overrideReason",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v20 = {
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
v21 = {
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
    "name": "ReservationItemRouteQuery",
    "selections": [
      {
        "alias": "reservation",
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "getReservationById",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "item",
        "args": (v5/*:: as any*/),
        "concreteType": "ReservationItem",
        "kind": "LinkedField",
        "name": "getReservationItemById",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductInstance",
            "kind": "LinkedField",
            "name": "instance",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v19/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/)
                ],
                "storageKey": null
              }
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
              (v2/*:: as any*/),
              (v19/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Rate",
            "kind": "LinkedField",
            "name": "rate",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          (v20/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReservationItemRouteQuery",
    "selections": [
      {
        "alias": "reservation",
        "args": (v1/*:: as any*/),
        "concreteType": "Reservation",
        "kind": "LinkedField",
        "name": "getReservationById",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v21/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "item",
        "args": (v5/*:: as any*/),
        "concreteType": "ReservationItem",
        "kind": "LinkedField",
        "name": "getReservationItemById",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          (v18/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductInstance",
            "kind": "LinkedField",
            "name": "instance",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v19/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/),
                  (v21/*:: as any*/)
                ],
                "storageKey": null
              },
              (v21/*:: as any*/)
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
              (v2/*:: as any*/),
              (v19/*:: as any*/),
              (v21/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Rate",
            "kind": "LinkedField",
            "name": "rate",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v21/*:: as any*/)
            ],
            "storageKey": null
          },
          (v20/*:: as any*/),
          (v21/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9ecd86c54f054975cce57cdfeac913ea",
    "id": null,
    "metadata": {},
    "name": "ReservationItemRouteQuery",
    "operationKind": "query",
    "text": "query ReservationItemRouteQuery(\n  $id: ID!\n  $idReservation: ID!\n) {\n  reservation: getReservationById(id: $idReservation) {\n    code\n    currency {\n      code\n    }\n    id\n  }\n  item: getReservationItemById(id: $id) {\n    idReservation\n    itemNumber\n    serviceDate\n    serviceDateTo\n    nights\n    quantity\n    status\n    unitPrice\n    amount\n    pendingAmount\n    amountPayable\n    priceOverridden\n    overrideReason\n    instance {\n      code\n      name\n      product {\n        name\n        id\n      }\n      id\n    }\n    package {\n      code\n      name\n      id\n    }\n    rate {\n      code\n      id\n    }\n    history {\n      idReservationHistory\n      operation\n      before\n      after\n      createdAt\n      createdBy\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "227ba2a912c3d5f06ddba75031d94203";

export default node;
