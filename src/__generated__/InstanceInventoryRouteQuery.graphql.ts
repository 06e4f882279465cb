/**
 * @generated SignedSource<<d9e6e2d1a21ee97fbcbeb795a0adc6c0>>
 * @relayHash 5cbdf0b7aa555ffa25ca3fa76123a00e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f68cf39a8890c403fe1ac088e16f5e34a7a9248e4c062ccd626cb589528aabec

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InstanceInventoryRouteQuery$variables = {
  dateFrom: string;
  dateTo: string;
  idInstance: string;
  idProduct: string;
  spSkip: number;
  spTake: number;
  txSkip: number;
  txTake: number;
};
export type InstanceInventoryRouteQuery$data = {
  readonly checkAvailability: {
    readonly " $fragmentSpreads": FragmentRefs<"AvailabilityStrip_grid">;
  };
  readonly getProductById: {
    readonly hasInventory: boolean;
    readonly idProduct: string;
    readonly name: string;
  } | null | undefined;
  readonly getProductInstanceById: {
    readonly code: string;
    readonly idProduct: string;
    readonly idProductInstance: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"InstanceSummaryCard_instance" | "InventoryTransactionsTable_instance" | "SalePeriodsTable_instance">;
  } | null | undefined;
};
export type InstanceInventoryRouteQuery = {
  response: InstanceInventoryRouteQuery$data;
  variables: InstanceInventoryRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dateFrom"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dateTo"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idInstance"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idProduct"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "spSkip"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "spTake"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "txSkip"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "txTake"
},
v8 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "idProduct"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idProduct",
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
  "name": "hasInventory",
  "storageKey": null
},
v12 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "idInstance"
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idProductInstance",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v15 = [
  {
    "kind": "Variable",
    "name": "skip",
    "variableName": "txSkip"
  },
  {
    "kind": "Variable",
    "name": "take",
    "variableName": "txTake"
  }
],
v16 = [
  {
    "kind": "Variable",
    "name": "skip",
    "variableName": "spSkip"
  },
  {
    "kind": "Variable",
    "name": "take",
    "variableName": "spTake"
  }
],
v17 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "dateFrom",
        "variableName": "dateFrom"
      },
      {
        "kind": "Variable",
        "name": "dateTo",
        "variableName": "dateTo"
      },
      {
        "items": [
          {
            "kind": "Variable",
            "name": "productIds.0",
            "variableName": "idProduct"
          }
        ],
        "kind": "ListValue",
        "name": "productIds"
      }
    ],
    "kind": "ObjectValue",
    "name": "input"
  }
],
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dateFrom",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dateTo",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdBy",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "saleStatus",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "releaseDays",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "InstanceInventoryRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "getProductById",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "concreteType": "ProductInstance",
        "kind": "LinkedField",
        "name": "getProductInstanceById",
        "plural": false,
        "selections": [
          (v13/*:: as any*/),
          (v9/*:: as any*/),
          (v14/*:: as any*/),
          (v10/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "InstanceSummaryCard_instance"
          },
          {
            "args": (v15/*:: as any*/),
            "kind": "FragmentSpread",
            "name": "InventoryTransactionsTable_instance"
          },
          {
            "args": (v16/*:: as any*/),
            "kind": "FragmentSpread",
            "name": "SalePeriodsTable_instance"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v17/*:: as any*/),
        "concreteType": "AvailabilityGrid",
        "kind": "LinkedField",
        "name": "checkAvailability",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AvailabilityStrip_grid"
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
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "InstanceInventoryRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "getProductById",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v18/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "concreteType": "ProductInstance",
        "kind": "LinkedField",
        "name": "getProductInstanceById",
        "plural": false,
        "selections": [
          (v13/*:: as any*/),
          (v9/*:: as any*/),
          (v14/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shortName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductFeatureItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idProductFeatureItem",
                "storageKey": null
              },
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductFeature",
                "kind": "LinkedField",
                "name": "feature",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/),
                  (v18/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v15/*:: as any*/),
            "concreteType": "InventoryTransactionPage",
            "kind": "LinkedField",
            "name": "inventoryTransactions",
            "plural": false,
            "selections": [
              (v19/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "InventoryTransaction",
                "kind": "LinkedField",
                "name": "data",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "idInventoryTransaction",
                    "storageKey": null
                  },
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "transactionType",
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
                    "name": "note",
                    "storageKey": null
                  },
                  (v22/*:: as any*/),
                  (v23/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v16/*:: as any*/),
            "concreteType": "InventorySalePeriodPage",
            "kind": "LinkedField",
            "name": "salePeriods",
            "plural": false,
            "selections": [
              (v19/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "InventorySalePeriod",
                "kind": "LinkedField",
                "name": "data",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "idInventorySalePeriod",
                    "storageKey": null
                  },
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v18/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v17/*:: as any*/),
        "concreteType": "AvailabilityGrid",
        "kind": "LinkedField",
        "name": "checkAvailability",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dates",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AvailabilityRow",
            "kind": "LinkedField",
            "name": "rows",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductInstance",
                "kind": "LinkedField",
                "name": "instance",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  (v18/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AvailabilityDay",
                "kind": "LinkedField",
                "name": "days",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "date",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "capacity",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "held",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "free",
                    "storageKey": null
                  },
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bookable",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "block",
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
    "id": "f68cf39a8890c403fe1ac088e16f5e34a7a9248e4c062ccd626cb589528aabec",
    "metadata": {},
    "name": "InstanceInventoryRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b8675019b0c99468cae340c066e63e03";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
