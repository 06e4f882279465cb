/**
 * @generated SignedSource<<a22d65d729d85311ce7d6df18d893164>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeOuForm_viewer$data = {
  readonly idOu: string;
  readonly idUser: string;
  readonly " $fragmentType": "ChangeOuForm_viewer";
};
export type ChangeOuForm_viewer$key = {
  readonly " $data"?: ChangeOuForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChangeOuForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChangeOuForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idUser",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idOu",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "892f4ad09432c42aaaff934557aa91de";

export default node;
