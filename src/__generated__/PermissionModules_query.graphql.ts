/**
 * @generated SignedSource<<01edfa36ce36361eb7b7f620d41436df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PermissionType = "BACK" | "FRONT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PermissionModules_query$data = {
  readonly getModulePermissions: ReadonlyArray<{
    readonly module: string;
    readonly permissions: ReadonlyArray<{
      readonly idPermission: string;
      readonly type: PermissionType;
      readonly value: string;
    }>;
  }>;
  readonly " $fragmentType": "PermissionModules_query";
};
export type PermissionModules_query$key = {
  readonly " $data"?: PermissionModules_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PermissionModules_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PermissionModules_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ModulePermission",
      "kind": "LinkedField",
      "name": "getModulePermissions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "module",
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "e6b28ec03a9c59c8e0bf824a190438ba";

export default node;
