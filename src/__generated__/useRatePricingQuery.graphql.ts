/**
 * @generated SignedSource<<c1b6443b1e7587f5802afb74c0eb4623>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "0f4efa4a6fa93d23ad9875b0163815b0",
    "id": null,
    "metadata": {},
    "name": "useRatePricingQuery",
    "operationKind": "query",
    "text": "query useRatePricingQuery(\n  $input: RatePricingInput!\n) {\n  computeRatePricing(input: $input) {\n    purchaseUnitPrice\n    purchaseTaxPercentage\n    purchaseTaxAmount\n    purchaseTotal\n    profitPercentage\n    profitAmount\n    profit\n    sellingTaxPercentage\n    sellingUnitPrice\n    sellingTaxAmount\n    sellingTotal\n  }\n}\n"
  }
};
})();

(node as any).hash = "6450361757924cd89dd79aa83472b87d";

export default node;
