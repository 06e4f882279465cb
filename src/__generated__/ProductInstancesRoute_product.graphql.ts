/**
 * @generated SignedSource<<7e936d5e36409dc888bb56560093e9c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductInstancesRoute_product$data = {
  readonly hasInventory: boolean;
  readonly idProduct: string;
  readonly instances: ReadonlyArray<{
    readonly code: string;
    readonly idProductInstance: string;
    readonly idStatus: Status;
    readonly items: ReadonlyArray<{
      readonly idProductFeatureItem: string;
    }>;
    readonly name: string;
    readonly shortName: string;
  }>;
  readonly subfeatureItems: ReadonlyArray<{
    readonly feature: {
      readonly idProductFeature: string;
      readonly name: string;
    };
    readonly idProductFeatureItem: string;
    readonly name: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ProductSectionPage_product">;
  readonly " $fragmentType": "ProductInstancesRoute_product";
};
export type ProductInstancesRoute_product$key = {
  readonly " $data"?: ProductInstancesRoute_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductInstancesRoute_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idProductFeatureItem",
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
  "metadata": null,
  "name": "ProductInstancesRoute_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idProduct",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductSectionPage_product"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasInventory",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductFeatureItem",
      "kind": "LinkedField",
      "name": "subfeatureItems",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductFeature",
          "kind": "LinkedField",
          "name": "feature",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "idProductFeature",
              "storageKey": null
            },
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
      "concreteType": "ProductInstance",
      "kind": "LinkedField",
      "name": "instances",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idProductInstance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shortName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductFeatureItem",
          "kind": "LinkedField",
          "name": "items",
          "plural": true,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "0106b4d6e9b210e678fe6f2bca807b80";

export default node;
