/**
 * @generated SignedSource<<d342723c126e0bc168b70b5239fa9834>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeOuForm_ous$data = ReadonlyArray<{
  readonly code: string;
  readonly entity: {
    readonly name: string;
  } | null | undefined;
  readonly idEntity: string;
  readonly idOu: string;
  readonly name: string;
  readonly " $fragmentType": "ChangeOuForm_ous";
}>;
export type ChangeOuForm_ous$key = ReadonlyArray<{
  readonly " $data"?: ChangeOuForm_ous$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChangeOuForm_ous">;
}>;

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
  "metadata": {
    "plural": true
  },
  "name": "ChangeOuForm_ous",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idOu",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "idEntity",
      "storageKey": null
    },
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
    }
  ],
  "type": "Ou",
  "abstractKey": null
};
})();

(node as any).hash = "a4f8880fd6e7d6dbbfe8cefcedbf90cd";

export default node;
