/**
 * @generated SignedSource<<e5ea90eaf2747bd803cc142fccb9351e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeCashiersCard_dashboard$data = {
  readonly openDailyCashiers: ReadonlyArray<{
    readonly cashierDate: string;
    readonly cashierName: string;
    readonly idDailyCashier: string;
    readonly openedAt: string;
  }>;
  readonly today: string;
  readonly " $fragmentType": "HomeCashiersCard_dashboard";
};
export type HomeCashiersCard_dashboard$key = {
  readonly " $data"?: HomeCashiersCard_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeCashiersCard_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeCashiersCard_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "today",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeOpenDailyCashier",
      "kind": "LinkedField",
      "name": "openDailyCashiers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idDailyCashier",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cashierName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cashierDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "openedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeDashboard",
  "abstractKey": null
};

(node as any).hash = "bc6607503965955d84090a5cf3d17b75";

export default node;
