/**
 * @generated SignedSource<<af95fbf1062e4257dd2220aa697da44a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OuForm_ou$data = {
  readonly code: string;
  readonly entity: {
    readonly name: string;
  } | null | undefined;
  readonly idEntity: string;
  readonly idOu: string;
  readonly idStatus: Status;
  readonly name: string;
  readonly shortName: string;
  readonly " $fragmentSpreads": FragmentRefs<"OuLogoField_ou">;
  readonly " $fragmentType": "OuForm_ou";
};
export type OuForm_ou$key = {
  readonly " $data"?: OuForm_ou$data;
  readonly " $fragmentSpreads": FragmentRefs<"OuForm_ou">;
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
  "name": "OuForm_ou",
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
      "name": "idEntity",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OuLogoField_ou"
    }
  ],
  "type": "Ou",
  "abstractKey": null
};
})();

(node as any).hash = "34b4a11ea82fe6908d7941cecf58fdd8";

export default node;
