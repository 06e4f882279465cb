/**
 * @generated SignedSource<<ed7ad52c7998de263fab5862418d43a1>>
 * @relayHash 49ad3eb14d8b887fd13120eb179b7350
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3ca8509ea45e3f285c4853a5bb5cc00af9dd524fc02e575d1493b907a62065ee

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
    "id": "3ca8509ea45e3f285c4853a5bb5cc00af9dd524fc02e575d1493b907a62065ee",
    "metadata": {},
    "name": "useInventoryTransactionCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b69e92796a246447ae6139ffc39a10df";

export default node;
