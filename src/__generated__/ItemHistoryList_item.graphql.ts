/**
 * @generated SignedSource<<ff342796a4404a471bdc5aab673a6d29>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ItemHistoryList_item$data = {
  readonly history: ReadonlyArray<{
    readonly after: string | null | undefined;
    readonly before: string | null | undefined;
    readonly canRevert: boolean;
    readonly createdAt: string;
    readonly createdBy: string | null | undefined;
    readonly idReservationHistory: string;
    readonly operation: string;
  }>;
  readonly " $fragmentType": "ItemHistoryList_item";
};
export type ItemHistoryList_item$key = {
  readonly " $data"?: ItemHistoryList_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ItemHistoryList_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ItemHistoryList_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReservationHistoryEntry",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idReservationHistory",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "operation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "before",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "after",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canRevert",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdBy",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReservationItem",
  "abstractKey": null
};

(node as any).hash = "ae9ec6e17ae7930f0eb97aaa535cb9d4";

export default node;
