/**
 * @generated SignedSource<<756d66c6ef93a5579bc07e333946ff30>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RatesListTable_rates$data = ReadonlyArray<{
  readonly code: string;
  readonly currency: {
    readonly code: string;
  } | null | undefined;
  readonly enabled: boolean;
  readonly entity: {
    readonly name: string;
  } | null | undefined;
  readonly id: string;
  readonly idRateInstance: string;
  readonly priceType: {
    readonly name: string;
    readonly nameEs: string | null | undefined;
  } | null | undefined;
  readonly pricing: {
    readonly sellingTotal: string;
  };
  readonly productInstance: {
    readonly code: string;
    readonly name: string;
    readonly product: {
      readonly code: string;
      readonly name: string;
    };
  };
  readonly purchaseFrom: string;
  readonly purchaseTo: string;
  readonly serviceFrom: string;
  readonly serviceTo: string;
  readonly " $fragmentType": "RatesListTable_rates";
}>;
export type RatesListTable_rates$key = ReadonlyArray<{
  readonly " $data"?: RatesListTable_rates$data;
  readonly " $fragmentSpreads": FragmentRefs<"RatesListTable_rates">;
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "RatesListTable_rates",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductInstance",
      "kind": "LinkedField",
      "name": "productInstance",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Product",
          "kind": "LinkedField",
          "name": "product",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
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
        (v1/*:: as any*/)
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
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "priceType",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameEs",
          "storageKey": null
        }
      ],
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
      "concreteType": "RatePricing",
      "kind": "LinkedField",
      "name": "pricing",
      "plural": false,
      "selections": [
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

(node as any).hash = "86bc530bb4f6b38725c6ad4fb87070ed";

export default node;
