/**
 * @generated SignedSource<<0086f14a72db888cb4c4ae80954cccee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PayablesAgeingCard_lines$data = ReadonlyArray<{
  readonly currency: {
    readonly code: string;
  } | null | undefined;
  readonly days1To30: string;
  readonly days31To60: string;
  readonly days61To90: string;
  readonly idSupplier: string;
  readonly notDue: string;
  readonly over90: string;
  readonly supplierName: string;
  readonly total: string;
  readonly " $fragmentType": "PayablesAgeingCard_lines";
}>;
export type PayablesAgeingCard_lines$key = ReadonlyArray<{
  readonly " $data"?: PayablesAgeingCard_lines$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayablesAgeingCard_lines">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PayablesAgeingCard_lines",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idSupplier",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierName",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notDue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "days1To30",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "days31To60",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "days61To90",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "over90",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    }
  ],
  "type": "PayablesAgeingLine",
  "abstractKey": null
};

(node as any).hash = "ae70215ac258e76f4d5045506b8fa64c";

export default node;
