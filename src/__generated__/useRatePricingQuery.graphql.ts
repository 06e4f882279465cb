/**
 * @generated SignedSource<<156a2122e77a8a19ce2f391ffb7da531>>
 * @relayHash 0f4efa4a6fa93d23ad9875b0163815b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ca2211510daf349779fc9b1409bbbab59bf2f81e533bc9a50c52ec68f37a04d

import { ConcreteRequest } from 'relay-runtime';
export type RatePricingInput = {
  profitAmount?: string | null | undefined;
  profitPercentage?: string | null | undefined;
  purchaseTaxPercentage?: string | null | undefined;
  purchaseUnitPrice?: string | null | undefined;
  sellingTaxPercentage?: string | null | undefined;
};
export type useRatePricingQuery$variables = {
  input: RatePricingInput;
};
export type useRatePricingQuery$data = {
  readonly computeRatePricing: {
    readonly profit: string;
    readonly profitAmount: string | null | undefined;
    readonly profitPercentage: string | null | undefined;
    readonly purchaseTaxAmount: string;
    readonly purchaseTaxPercentage: string;
    readonly purchaseTotal: string;
    readonly purchaseUnitPrice: string;
    readonly sellingTaxAmount: string;
    readonly sellingTaxPercentage: string;
    readonly sellingTotal: string;
    readonly sellingUnitPrice: string;
  };
};
export type useRatePricingQuery = {
  response: useRatePricingQuery$data;
  variables: useRatePricingQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RatePricing",
    "kind": "LinkedField",
    "name": "computeRatePricing",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "purchaseUnitPrice",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "purchaseTaxPercentage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "purchaseTaxAmount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "purchaseTotal",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "profitPercentage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "profitAmount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "profit",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sellingTaxPercentage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sellingUnitPrice",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sellingTaxAmount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sellingTotal",
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
    "name": "useRatePricingQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRatePricingQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2ca2211510daf349779fc9b1409bbbab59bf2f81e533bc9a50c52ec68f37a04d",
    "metadata": {},
    "name": "useRatePricingQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ac32cd77f4974b3a5c53af8cdc490ccd";

export default node;
