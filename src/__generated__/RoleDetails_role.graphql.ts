/**
 * @generated SignedSource<<c609d68194d9348bde51e250d54b85b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoleDetails_role$data = {
  readonly code: string;
  readonly description: string;
  readonly idRole: string;
  readonly updatedAt: string;
  readonly " $fragmentType": "RoleDetails_role";
};
export type RoleDetails_role$key = {
  readonly " $data"?: RoleDetails_role$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoleDetails_role">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RoleDetails_role",
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
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "Role",
  "abstractKey": null
};

(node as any).hash = "d8a6964c4b4a1c7c9f8671860f652b49";

export default node;
