/**
 * @generated SignedSource<<8c6b1af4ede9120f094805647c00b71f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserMfaReset_user$data = {
  readonly idUser: string;
  readonly mfaEnrolled: boolean;
  readonly name: string;
  readonly " $fragmentType": "UserMfaReset_user";
};
export type UserMfaReset_user$key = {
  readonly " $data"?: UserMfaReset_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserMfaReset_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserMfaReset_user",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mfaEnrolled",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9aa4cbc82492e7a97e8bf3aecf2061a9";

export default node;
