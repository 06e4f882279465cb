/**
 * @generated SignedSource<<bfe7ad64b5448270f7fc274f76e2d06f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReservationRemarks_reservation$data = {
  readonly remarks: ReadonlyArray<{
    readonly createdAt: string;
    readonly createdBy: string | null | undefined;
    readonly idReservationRemark: string;
    readonly text: string;
  }>;
  readonly " $fragmentType": "ReservationRemarks_reservation";
};
export type ReservationRemarks_reservation$key = {
  readonly " $data"?: ReservationRemarks_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationRemarks_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReservationRemarks_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReservationRemark",
      "kind": "LinkedField",
      "name": "remarks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idReservationRemark",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
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

(node as any).hash = "c9e726f997f1b8eb18913c24facc0bd7";

export default node;
