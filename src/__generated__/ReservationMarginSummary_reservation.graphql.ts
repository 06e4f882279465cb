/**
 * @generated SignedSource<<6caf9a8552ddc3baa2780cefa8ee3d9e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReservationMarginSummary_reservation$data = {
  readonly margin: {
    readonly totals: ReadonlyArray<{
      readonly cost: string;
      readonly currency: {
        readonly code: string;
      } | null | undefined;
      readonly margin: string;
      readonly marginPercent: string | null | undefined;
      readonly selling: string;
      readonly uncostedServices: number;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "ReservationMarginSummary_reservation";
};
export type ReservationMarginSummary_reservation$key = {
  readonly " $data"?: ReservationMarginSummary_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationMarginSummary_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReservationMarginSummary_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ReservationMargin",
      "kind": "LinkedField",
      "name": "margin",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MarginTotal",
          "kind": "LinkedField",
          "name": "totals",
          "plural": true,
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
              "kind": "ScalarField",
              "name": "uncostedServices",
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
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "d0c521c208e578550340a102ac95dd7c";

export default node;
