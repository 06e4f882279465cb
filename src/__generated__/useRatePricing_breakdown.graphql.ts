/**
 * @generated SignedSource<<9d6961a251ee30d39ba407bcd42b0c0f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useRatePricing_breakdown$data = {
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
export type useRatePricing_breakdown$key = {
  readonly " $data"?: useRatePricing_breakdown$data;
  readonly " $fragmentSpreads": FragmentRefs<"useRatePricing_breakdown">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "mask": false
  },
  "name": "useRatePricing_breakdown",
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
  "type": "RatePricing",
  "abstractKey": null
};

(node as any).hash = "905f9abe3f6a0095bdd7f947cf7c04e6";

export default node;
