/**
 * @generated SignedSource<<708fe2a31e7f8cdaefade6479aa1470c>>
 * @relayHash 40e44aa8dc1100fb7bdd9e6539630485
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 914a3139f3956249ec56fb6f62c07b6201d5b8be5e8d62b03d79c653c6ea55a5

import { ConcreteRequest } from 'relay-runtime';
export type SaleStatus = "FREE_SALE" | "ON_REQUEST" | "STOP_SALE" | "%future added value";
export type InventorySalePeriodInput = {
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  idProductInstance?: string | null | undefined;
  releaseDays?: number | null | undefined;
  saleStatus?: SaleStatus | null | undefined;
};
export type useInventorySaleStatusMutation$variables = {
  data: InventorySalePeriodInput;
};
export type useInventorySaleStatusMutation$data = {
  readonly setInventorySaleStatus: {
    readonly idInventorySalePeriod: string;
  };
};
export type useInventorySaleStatusMutation = {
  response: useInventorySaleStatusMutation$data;
  variables: useInventorySaleStatusMutation$variables;
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
    "concreteType": "InventorySalePeriod",
    "kind": "LinkedField",
    "name": "setInventorySaleStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "idInventorySalePeriod",
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
    "name": "useInventorySaleStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useInventorySaleStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "914a3139f3956249ec56fb6f62c07b6201d5b8be5e8d62b03d79c653c6ea55a5",
    "metadata": {},
    "name": "useInventorySaleStatusMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "02dc0ec3fcfa9809b135d842ee090ec2";

export default node;
