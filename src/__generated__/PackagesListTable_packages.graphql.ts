/**
 * @generated SignedSource<<2ec8146a2937a47fbc1d9a5fabb196ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PackagesListTable_packages$data = ReadonlyArray<{
  readonly code: string;
  readonly durationDays: number;
  readonly id: string;
  readonly idPackage: string;
  readonly idStatus: Status;
  readonly itemCount: number;
  readonly name: string;
  readonly shortName: string;
  readonly updatedAt: string;
  readonly " $fragmentType": "PackagesListTable_packages";
}>;
export type PackagesListTable_packages$key = ReadonlyArray<{
  readonly " $data"?: PackagesListTable_packages$data;
  readonly " $fragmentSpreads": FragmentRefs<"PackagesListTable_packages">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PackagesListTable_packages",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idPackage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shortName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "durationDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "Package",
  "abstractKey": null
};

(node as any).hash = "76f018e029027715976d80fdf3c3dff7";

export default node;
