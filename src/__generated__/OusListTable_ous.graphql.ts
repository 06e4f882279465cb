/**
 * @generated SignedSource<<f9186c4e4fc4a6cab7044fc92629365b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OusListTable_ous$data = ReadonlyArray<{
  readonly code: string;
  readonly entity: {
    readonly name: string;
  } | null | undefined;
  readonly idOu: string;
  readonly idStatus: Status;
  readonly name: string;
  readonly shortName: string;
  readonly " $fragmentType": "OusListTable_ous";
}>;
export type OusListTable_ous$key = ReadonlyArray<{
  readonly " $data"?: OusListTable_ous$data;
  readonly " $fragmentSpreads": FragmentRefs<"OusListTable_ous">;
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
  "name": "OusListTable_ous",
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
      "name": "shortName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idStatus",
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

(node as any).hash = "651cafad6d975cc40ea42ade5b5057d6";

export default node;
