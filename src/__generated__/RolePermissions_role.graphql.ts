/**
 * @generated SignedSource<<523ea2e5ec95874b5d9401417e1e50a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PermissionType = "BACK" | "FRONT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RolePermissions_role$data = {
  readonly code: string;
  readonly idRole: string;
  readonly permissions: ReadonlyArray<{
    readonly idPermission: string;
    readonly module: string;
    readonly type: PermissionType;
    readonly value: string;
  }>;
  readonly " $fragmentType": "RolePermissions_role";
};
export type RolePermissions_role$key = {
  readonly " $data"?: RolePermissions_role$data;
  readonly " $fragmentSpreads": FragmentRefs<"RolePermissions_role">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RolePermissions_role",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idRole",
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
      "concreteType": "Permission",
      "kind": "LinkedField",
      "name": "permissions",
      "plural": true,
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
      "storageKey": null
    }
  ],
  "type": "Role",
  "abstractKey": null
};

(node as any).hash = "bd92422aff699ade95b0de281d0aa93c";

export default node;
