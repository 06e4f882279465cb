/**
 * @generated SignedSource<<2585bca5a532f2941466e2fc1f6bb4f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AvailabilityBlock = "INACTIVE" | "INSUFFICIENT" | "NO_CAPACITY" | "ON_REQUEST" | "RELEASE_PERIOD" | "STOP_SALE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AvailabilityGrid_grid$data = {
  readonly dates: ReadonlyArray<string>;
  readonly rows: ReadonlyArray<{
    readonly days: ReadonlyArray<{
      readonly block: AvailabilityBlock | null | undefined;
      readonly bookable: boolean;
      readonly capacity: number | null | undefined;
      readonly date: string;
      readonly free: number | null | undefined;
      readonly held: number;
      readonly releaseDays: number;
    }>;
    readonly instance: {
      readonly code: string;
      readonly idProductInstance: string;
      readonly name: string;
      readonly product: {
        readonly code: string;
        readonly idProduct: string;
        readonly name: string;
      };
    };
  }>;
  readonly " $fragmentType": "AvailabilityGrid_grid";
};
export type AvailabilityGrid_grid$key = {
  readonly " $data"?: AvailabilityGrid_grid$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvailabilityGrid_grid">;
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
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AvailabilityGrid_grid",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dates",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AvailabilityRow",
      "kind": "LinkedField",
      "name": "rows",
      "plural": true,
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
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "idProduct",
                  "storageKey": null
                },
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
          "concreteType": "AvailabilityDay",
          "kind": "LinkedField",
          "name": "days",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "date",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "capacity",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "held",
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
              "name": "releaseDays",
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AvailabilityGrid",
  "abstractKey": null
};
})();

(node as any).hash = "85a02f2fba6b3aa40e0fe8a51402b755";

export default node;
