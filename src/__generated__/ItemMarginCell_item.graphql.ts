/**
 * @generated SignedSource<<66559aecd4f2136b5c6631c998f1c178>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CostSource = "EXPECTED" | "INVOICED" | "NONE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ItemMarginCell_item$data = {
  readonly margin: {
    readonly cost: string | null | undefined;
    readonly costSource: CostSource;
    readonly currency: {
      readonly code: string;
    } | null | undefined;
    readonly margin: string | null | undefined;
    readonly marginPercent: string | null | undefined;
    readonly selling: string;
  } | null | undefined;
  readonly " $fragmentType": "ItemMarginCell_item";
};
export type ItemMarginCell_item$key = {
  readonly " $data"?: ItemMarginCell_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ItemMarginCell_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ItemMarginCell_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceMargin",
      "kind": "LinkedField",
      "name": "margin",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "selling",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cost",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "costSource",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "margin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "marginPercent",
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "code",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReservationItem",
  "abstractKey": null
};

(node as any).hash = "bd17676aaf14851a5051121eedf5c2a3";

export default node;
