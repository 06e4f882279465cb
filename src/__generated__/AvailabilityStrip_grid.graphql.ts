/**
 * @generated SignedSource<<089401034d8f0affbf4e6f712ec5482c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AvailabilityBlock = "INACTIVE" | "INSUFFICIENT" | "NO_CAPACITY" | "ON_REQUEST" | "RELEASE_PERIOD" | "STOP_SALE" | "%future added value";
export type SaleStatus = "FREE_SALE" | "ON_REQUEST" | "STOP_SALE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AvailabilityStrip_grid$data = {
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
      readonly saleStatus: SaleStatus;
    }>;
    readonly instance: {
      readonly idProductInstance: string;
    };
  }>;
  readonly " $fragmentType": "AvailabilityStrip_grid";
};
export type AvailabilityStrip_grid$key = {
  readonly " $data"?: AvailabilityStrip_grid$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvailabilityStrip_grid">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AvailabilityStrip_grid",
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
              "name": "saleStatus",
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

(node as any).hash = "fb9c28c7adfabd8a3407c6a0a3ad4529";

export default node;
