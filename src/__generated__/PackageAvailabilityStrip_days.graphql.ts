/**
 * @generated SignedSource<<362daa87c9850a04c188a7def50e85dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AvailabilityBlock = "INACTIVE" | "INSUFFICIENT" | "NO_CAPACITY" | "ON_REQUEST" | "RELEASE_PERIOD" | "STOP_SALE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PackageAvailabilityStrip_days$data = ReadonlyArray<{
  readonly block: AvailabilityBlock | null | undefined;
  readonly bookable: boolean;
  readonly free: number | null | undefined;
  readonly limitingItem: {
    readonly dayOffset: number;
    readonly instance: {
      readonly name: string;
      readonly product: {
        readonly name: string;
      };
    };
  } | null | undefined;
  readonly startDate: string;
  readonly " $fragmentType": "PackageAvailabilityStrip_days";
}>;
export type PackageAvailabilityStrip_days$key = ReadonlyArray<{
  readonly " $data"?: PackageAvailabilityStrip_days$data;
  readonly " $fragmentSpreads": FragmentRefs<"PackageAvailabilityStrip_days">;
}>;

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
  "metadata": {
    "plural": true
  },
  "name": "PackageAvailabilityStrip_days",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "free",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bookable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "block",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PackageItem",
      "kind": "LinkedField",
      "name": "limitingItem",
      "plural": false,
      "selections": [
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
          "concreteType": "ProductInstance",
          "kind": "LinkedField",
          "name": "instance",
          "plural": false,
          "selections": [
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
  "type": "PackageAvailabilityDay",
  "abstractKey": null
};
})();

(node as any).hash = "30cd6722e4ae9335c1a8d216161f5025";

export default node;
