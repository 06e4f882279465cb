/**
 * @generated SignedSource<<80ff499dd6a99cac0f092e46e2c13275>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RolesListTable_roles$data = ReadonlyArray<{
  readonly code: string;
  readonly description: string;
  readonly idRole: string;
  readonly permissions: ReadonlyArray<{
    readonly idPermission: string;
  }>;
  readonly userCount: number;
  readonly " $fragmentType": "RolesListTable_roles";
}>;
export type RolesListTable_roles$key = ReadonlyArray<{
  readonly " $data"?: RolesListTable_roles$data;
  readonly " $fragmentSpreads": FragmentRefs<"RolesListTable_roles">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "RolesListTable_roles",
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
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userCount",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Role",
  "abstractKey": null
};

(node as any).hash = "aaa3b7dde229e191bb3d357695c554fa";

export default node;
