/**
 * @generated SignedSource<<a13088597772562aaebb6941f793c343>>
 * @relayHash 904ee12fa0ca9ea433f73ee6854db0a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da680e56f8ab72ad506e0473dc12e9f94d0096bd0571098df6e08dca9ae4e325

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
    readonly dateFrom: string;
    readonly dateTo: string;
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
    "id": "da680e56f8ab72ad506e0473dc12e9f94d0096bd0571098df6e08dca9ae4e325",
    "metadata": {},
    "name": "useInventorySaleStatusMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "da7fd6438dab839cfdaf6461621cda01";

export default node;
