/**
 * @generated SignedSource<<efa96652c7b7a4736eacebb2e3080866>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeOccupancyCard_dashboard$data = {
  readonly occupancy: ReadonlyArray<{
    readonly capacity: number;
    readonly date: string;
    readonly held: number;
  }>;
  readonly " $fragmentType": "HomeOccupancyCard_dashboard";
};
export type HomeOccupancyCard_dashboard$key = {
  readonly " $data"?: HomeOccupancyCard_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeOccupancyCard_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeOccupancyCard_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeOccupancyDay",
      "kind": "LinkedField",
      "name": "occupancy",
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
          "name": "held",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "capacity",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeDashboard",
  "abstractKey": null
};

(node as any).hash = "30d6cf1c8e447436ac5975cb182aafd8";

export default node;
