/**
 * @generated SignedSource<<6987e89cd99ccfeed196e798eabb9067>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NoRateProblem = "DISABLED" | "MIXED_CURRENCIES" | "NO_PASSENGER_RATE" | "NO_RATE" | "PASSENGERS_NEEDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RateQuotes_quotes$data = ReadonlyArray<{
  readonly currency: {
    readonly code: string;
  } | null | undefined;
  readonly found: boolean;
  readonly instance: {
    readonly code: string;
    readonly idProductInstance: string;
    readonly name: string;
    readonly product: {
      readonly name: string;
    };
  };
  readonly lines: ReadonlyArray<{
    readonly passengerType: {
      readonly name: string;
      readonly nameEs: string | null | undefined;
    } | null | undefined;
    readonly purchaseTotal: string;
    readonly quantity: number;
    readonly rate: {
      readonly code: string;
      readonly entity: {
        readonly name: string;
      } | null | undefined;
      readonly idEntity: string | null | undefined;
      readonly idRateInstance: string;
      readonly priceType: {
        readonly name: string;
        readonly nameEs: string | null | undefined;
      } | null | undefined;
    };
    readonly sellingTotal: string;
    readonly sellingUnitPrice: string;
  }>;
  readonly noRate: {
    readonly passengerType: string | null | undefined;
    readonly problem: NoRateProblem;
    readonly purchaseDate: string | null | undefined;
    readonly service: string;
    readonly serviceDate: string | null | undefined;
  } | null | undefined;
  readonly purchaseTotal: string | null | undefined;
  readonly sellingTotal: string | null | undefined;
  readonly " $fragmentType": "RateQuotes_quotes";
}>;
export type RateQuotes_quotes$key = ReadonlyArray<{
  readonly " $data"?: RateQuotes_quotes$data;
  readonly " $fragmentSpreads": FragmentRefs<"RateQuotes_quotes">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "nameEs",
    "storageKey": null
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sellingTotal",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "purchaseTotal",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "RateQuotes_quotes",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductInstance",
      "kind": "LinkedField",
      "name": "instance",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idProductInstance",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Product",
          "kind": "LinkedField",
          "name": "product",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "found",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NoRate",
      "kind": "LinkedField",
      "name": "noRate",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "problem",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "service",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "serviceDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "purchaseDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "passengerType",
          "storageKey": null
        }
      ],
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RateQuoteLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Rate",
          "kind": "LinkedField",
          "name": "rate",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "idRateInstance",
              "storageKey": null
            },
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "idEntity",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Entity",
              "kind": "LinkedField",
              "name": "entity",
              "plural": false,
              "selections": (v2/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "GeneralParameterValue",
              "kind": "LinkedField",
              "name": "priceType",
              "plural": false,
              "selections": (v3/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "GeneralParameterValue",
          "kind": "LinkedField",
          "name": "passengerType",
          "plural": false,
          "selections": (v3/*:: as any*/),
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
          "name": "sellingUnitPrice",
          "storageKey": null
        },
        (v4/*:: as any*/),
        (v5/*:: as any*/)
      ],
      "storageKey": null
    },
    (v4/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "type": "RateQuote",
  "abstractKey": null
};
})();

(node as any).hash = "fdff7579a27a556ae7b74db0935e30c0";

export default node;
