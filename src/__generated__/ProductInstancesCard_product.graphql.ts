/**
 * @generated SignedSource<<1a17bb14195d01bab1a54b0defc628c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductInstancesCard_product$data = {
  readonly hasInventory: boolean;
  readonly idProduct: string;
  readonly instances: ReadonlyArray<{
    readonly code: string;
    readonly idProductInstance: string;
    readonly idStatus: Status;
    readonly items: ReadonlyArray<{
      readonly idProductFeatureItem: string;
      readonly name: string;
    }>;
    readonly name: string;
  }>;
  readonly " $fragmentType": "ProductInstancesCard_product";
};
export type ProductInstancesCard_product$key = {
  readonly " $data"?: ProductInstancesCard_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductInstancesCard_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "ProductInstancesCard_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idProduct",
      "storageKey": null
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
        (v0/*:: as any*/),
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "idProductFeatureItem",
              "storageKey": null
            },
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

(node as any).hash = "0251255d016314384ade422d56296131";

export default node;
