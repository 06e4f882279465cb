/**
 * @generated SignedSource<<764d9f17b881ad433ff3502603f9508b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeWelcome_viewer$data = {
  readonly name: string;
  readonly ou: {
    readonly name: string;
  };
  readonly roles: ReadonlyArray<{
    readonly code: string;
  }>;
  readonly " $fragmentType": "HomeWelcome_viewer";
};
export type HomeWelcome_viewer$key = {
  readonly " $data"?: HomeWelcome_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeWelcome_viewer">;
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
  "name": "HomeWelcome_viewer",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Role",
      "kind": "LinkedField",
      "name": "roles",
      "plural": true,
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
      "concreteType": "Ou",
      "kind": "LinkedField",
      "name": "ou",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "beb35b266c67697307c5ae0767752154";

export default node;
