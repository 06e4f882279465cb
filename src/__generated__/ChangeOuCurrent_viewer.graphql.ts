/**
 * @generated SignedSource<<0ec964d10b19ac8e6fa32f56a5b5f20b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeOuCurrent_viewer$data = {
  readonly ou: {
    readonly code: string;
    readonly entity: {
      readonly name: string;
    } | null | undefined;
    readonly name: string;
    readonly users: ReadonlyArray<{
      readonly email: string;
      readonly idUser: string;
      readonly lastName: string;
      readonly name: string;
    }>;
  };
  readonly " $fragmentType": "ChangeOuCurrent_viewer";
};
export type ChangeOuCurrent_viewer$key = {
  readonly " $data"?: ChangeOuCurrent_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChangeOuCurrent_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChangeOuCurrent_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Ou",
      "kind": "LinkedField",
      "name": "ou",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Entity",
          "kind": "LinkedField",
          "name": "entity",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "users",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "idUser",
              "storageKey": null
            },
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "email",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "90158621f8ecd2c5ca8a6693e76302df";

export default node;
