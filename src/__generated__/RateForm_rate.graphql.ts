/**
 * @generated SignedSource<<aa39eeef308abb2abd2a467f8280c30c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RateForm_rate$data = {
  readonly cancellationPolicy: ReadonlyArray<{
    readonly daysBefore: number;
    readonly feePercentage: string;
  }>;
  readonly code: string;
  readonly enabled: boolean;
  readonly entity: {
    readonly name: string;
  } | null | undefined;
  readonly idCurrency: string;
  readonly idEntity: string | null | undefined;
  readonly idPriceType: string;
  readonly idProductInstance: string;
  readonly idRateInstance: string;
  readonly pricing: {
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
  readonly productInstance: {
    readonly product: {
      readonly idProduct: string;
      readonly idProductType: string;
      readonly instances: ReadonlyArray<{
        readonly code: string;
        readonly idProductInstance: string;
        readonly idStatus: Status;
        readonly name: string;
      }>;
      readonly name: string;
    };
  };
  readonly purchaseFrom: string;
  readonly purchaseTo: string;
  readonly serviceFrom: string;
  readonly serviceTo: string;
  readonly subfeatures: ReadonlyArray<{
    readonly idRateSubfeature: string;
    readonly idTypeSubfeature: string;
  }>;
  readonly " $fragmentType": "RateForm_rate";
};
export type RateForm_rate$key = {
  readonly " $data"?: RateForm_rate$data;
  readonly " $fragmentSpreads": FragmentRefs<"RateForm_rate">;
};

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
  "name": "idProductInstance",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RateForm_rate",
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
      "name": "enabled",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductInstance",
      "kind": "LinkedField",
      "name": "productInstance",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Product",
          "kind": "LinkedField",
          "name": "product",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "idProduct",
              "storageKey": null
            },
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "idProductType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ProductInstance",
              "kind": "LinkedField",
              "name": "instances",
              "plural": true,
              "selections": [
                (v1/*:: as any*/),
                (v0/*:: as any*/),
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "idStatus",
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
    },
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
      "selections": [
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idCurrency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idPriceType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceTo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "purchaseFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "purchaseTo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RateSubfeature",
      "kind": "LinkedField",
      "name": "subfeatures",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idRateSubfeature",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idTypeSubfeature",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CancellationTier",
      "kind": "LinkedField",
      "name": "cancellationPolicy",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "daysBefore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "feePercentage",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RatePricing",
      "kind": "LinkedField",
      "name": "pricing",
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
  ],
  "type": "Rate",
  "abstractKey": null
};
})();

(node as any).hash = "72fb9fd3853f17d12c887f17caaf66b9";

export default node;
