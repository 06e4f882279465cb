/**
 * @generated SignedSource<<973874fae454476efa2cb1cb2fa1f08a>>
 * @relayHash ae543fe79a601058acc2f7dd31bcbd71
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49b01fb244e9535fb5eff290cc1f1ac5065d8a98ba63c2691a1477abf315e4ac

import { ConcreteRequest } from 'relay-runtime';
export type InventoryTransactionType = "ADD_CAPACITY" | "ADJUSTMENT" | "BLOCK" | "RELEASE" | "%future added value";
export type InventoryTransactionInput = {
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  idProductInstance?: string | null | undefined;
  note?: string | null | undefined;
  quantity?: number | null | undefined;
  transactionType?: InventoryTransactionType | null | undefined;
};
export type useInventoryTransactionCreateMutation$variables = {
  data: InventoryTransactionInput;
};
export type useInventoryTransactionCreateMutation$data = {
  readonly createInventoryTransaction: {
    readonly dateFrom: string;
    readonly dateTo: string;
    readonly idInventoryTransaction: string;
  };
};
export type useInventoryTransactionCreateMutation = {
  response: useInventoryTransactionCreateMutation$data;
  variables: useInventoryTransactionCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "data"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "data",
        "variableName": "data"
      }
    ],
    "concreteType": "InventoryTransaction",
    "kind": "LinkedField",
    "name": "createInventoryTransaction",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "idInventoryTransaction",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dateFrom",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dateTo",
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
    "name": "useInventoryTransactionCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useInventoryTransactionCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "49b01fb244e9535fb5eff290cc1f1ac5065d8a98ba63c2691a1477abf315e4ac",
    "metadata": {},
    "name": "useInventoryTransactionCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e5bc2ed4ebe415a326fde16f9c52c41a";

export default node;
