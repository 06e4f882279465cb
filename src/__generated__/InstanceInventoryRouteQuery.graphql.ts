/**
 * @generated SignedSource<<a14017fdd919be5c7d33d91906cb9b78>>
 * @relayHash 654bf696ef7ed26ae372828a96e93e57
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fde605a11ab425af7b5924879e3f34805399159b73d4fefd3562040be355c63

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InstanceInventoryRouteQuery$variables = {
  idInstance: string;
  idProduct: string;
  spSkip: number;
  spTake: number;
  txSkip: number;
  txTake: number;
};
export type InstanceInventoryRouteQuery$data = {
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
  "name": "idInstance"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idProduct"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "spSkip"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "spTake"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "txSkip"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "txTake"
},
v6 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "idProduct"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idProduct",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasInventory",
  "storageKey": null
},
v10 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "idInstance"
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idProductInstance",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v13 = [
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
v14 = [
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
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dateFrom",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dateTo",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdBy",
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
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "InstanceInventoryRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "getProductById",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": "ProductInstance",
        "kind": "LinkedField",
        "name": "getProductInstanceById",
        "plural": false,
        "selections": [
          (v11/*:: as any*/),
          (v7/*:: as any*/),
          (v12/*:: as any*/),
          (v8/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "InstanceSummaryCard_instance"
          },
          {
            "args": (v13/*:: as any*/),
            "kind": "FragmentSpread",
            "name": "InventoryTransactionsTable_instance"
          },
          {
            "args": (v14/*:: as any*/),
            "kind": "FragmentSpread",
            "name": "SalePeriodsTable_instance"
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
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "InstanceInventoryRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "getProductById",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v15/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": "ProductInstance",
        "kind": "LinkedField",
        "name": "getProductInstanceById",
        "plural": false,
        "selections": [
          (v11/*:: as any*/),
          (v7/*:: as any*/),
          (v12/*:: as any*/),
          (v8/*:: as any*/),
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
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductFeature",
                "kind": "LinkedField",
                "name": "feature",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/),
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "InventoryTransactionPage",
            "kind": "LinkedField",
            "name": "inventoryTransactions",
            "plural": false,
            "selections": [
              (v16/*:: as any*/),
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
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
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
                  (v19/*:: as any*/),
                  (v20/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "concreteType": "InventorySalePeriodPage",
            "kind": "LinkedField",
            "name": "salePeriods",
            "plural": false,
            "selections": [
              (v16/*:: as any*/),
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
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "saleStatus",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "releaseDays",
                    "storageKey": null
                  },
                  (v19/*:: as any*/),
                  (v20/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v15/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3fde605a11ab425af7b5924879e3f34805399159b73d4fefd3562040be355c63",
    "metadata": {},
    "name": "InstanceInventoryRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "647c46ba296c369e2677283afc12b69e";

export default node;
