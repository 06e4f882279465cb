/**
 * @generated SignedSource<<09392f26af11ef86b2f71e5f6b6ed64b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentList_reservation$data = {
  readonly documents: ReadonlyArray<{
    readonly createdAt: string;
    readonly createdBy: string | null | undefined;
    readonly displayable: boolean;
    readonly fileName: string;
    readonly idReservationDocument: string;
    readonly mimeType: string;
    readonly sizeBytes: number;
  }>;
  readonly " $fragmentType": "DocumentList_reservation";
};
export type DocumentList_reservation$key = {
  readonly " $data"?: DocumentList_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentList_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentList_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReservationDocument",
      "kind": "LinkedField",
      "name": "documents",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idReservationDocument",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mimeType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sizeBytes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayable",
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
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "5455bdeb6ac9f54e251e64b645301414";

export default node;
