/**
 * @generated SignedSource<<bd9babcdf6974d86a854c14aa984d3d5>>
 * @relayHash 12d6c638b6dc65e834163effc7ec0409
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7b801b6b89210cbbdb3bc497cf1188e8fc6cf2c43794e0681e0ca8c0bced85e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DueInstalmentFilter = "DUE" | "OVERDUE" | "%future added value";
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type DueInstalmentSearchInput = {
  dueFrom?: string | null | undefined;
  dueTo?: string | null | undefined;
  idEntity?: string | null | undefined;
  skip?: number | null | undefined;
  sortBy?: string | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  status?: DueInstalmentFilter | null | undefined;
  take?: number | null | undefined;
  text?: string | null | undefined;
};
export type PaymentSchedulesListRouteQuery$variables = {
  input: DueInstalmentSearchInput;
};
export type PaymentSchedulesListRouteQuery$data = {
  readonly searchDueInstalments: {
    readonly count: number;
    readonly data: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"DueInstalmentsTable_rows">;
    }>;
  };
  readonly takePayment: ReadonlyArray<string>;
};
export type PaymentSchedulesListRouteQuery = {
  response: PaymentSchedulesListRouteQuery$data;
  variables: PaymentSchedulesListRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": "takePayment",
  "args": [
    {
      "kind": "Literal",
      "name": "names",
      "value": [
        "completeCashierTransaction"
      ]
    }
  ],
  "kind": "ScalarField",
  "name": "allowedOperations",
  "storageKey": "allowedOperations(names:[\"completeCashierTransaction\"])"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentSchedulesListRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DueInstalmentPage",
        "kind": "LinkedField",
        "name": "searchDueInstalments",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DueInstalment",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DueInstalmentsTable_rows"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PaymentSchedulesListRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DueInstalmentPage",
        "kind": "LinkedField",
        "name": "searchDueInstalments",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DueInstalment",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f7b801b6b89210cbbdb3bc497cf1188e8fc6cf2c43794e0681e0ca8c0bced85e",
    "metadata": {},
    "name": "PaymentSchedulesListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dd7067d4bb19d83e34fc120c376ff065";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
