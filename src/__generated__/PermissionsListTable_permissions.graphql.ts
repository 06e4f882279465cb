/**
 * @generated SignedSource<<7eef8b5c343863415812e3a9e26f8304>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PermissionType = "BACK" | "FRONT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PermissionsListTable_permissions$data = ReadonlyArray<{
  readonly idPermission: string;
  readonly module: string;
  readonly type: PermissionType;
  readonly value: string;
  readonly " $fragmentType": "PermissionsListTable_permissions";
}>;
export type PermissionsListTable_permissions$key = ReadonlyArray<{
  readonly " $data"?: PermissionsListTable_permissions$data;
  readonly " $fragmentSpreads": FragmentRefs<"PermissionsListTable_permissions">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PermissionsListTable_permissions",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idPermission",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "module",
      "storageKey": null
    }
  ],
  "type": "Permission",
  "abstractKey": null
};

(node as any).hash = "9755fc311e5d724da663a6330e045e04";

export default node;
