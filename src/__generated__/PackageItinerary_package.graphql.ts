/**
 * @generated SignedSource<<328ea7ffe02105cd75d279e9aa832baf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PackageItinerary_package$data = {
  readonly durationDays: number;
  readonly items: ReadonlyArray<{
    readonly dayOffset: number;
    readonly idPackageItem: string;
    readonly instance: {
      readonly code: string;
      readonly idProductInstance: string;
      readonly name: string;
      readonly product: {
        readonly name: string;
      };
    };
    readonly nights: number;
    readonly quantity: number;
  }>;
  readonly " $fragmentType": "PackageItinerary_package";
};
export type PackageItinerary_package$key = {
  readonly " $data"?: PackageItinerary_package$data;
  readonly " $fragmentSpreads": FragmentRefs<"PackageItinerary_package">;
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
  "name": "PackageItinerary_package",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "durationDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PackageItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idPackageItem",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dayOffset",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nights",
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
              "concreteType": "Product",
              "kind": "LinkedField",
              "name": "product",
              "plural": false,
              "selections": [
                (v0/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Package",
  "abstractKey": null
};
})();

(node as any).hash = "40c6a291a0f5a92a185905ea3e189ddc";

export default node;
