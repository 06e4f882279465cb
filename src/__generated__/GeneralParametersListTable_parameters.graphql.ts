/**
 * @generated SignedSource<<8f877eee4fd43a4b635637c3169984ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GeneralParametersListTable_parameters$data = ReadonlyArray<{
  readonly code: string;
  readonly id: string;
  readonly idGeneralParameter: string;
  readonly isShared: boolean;
  readonly name: string;
  readonly parent: {
    readonly name: string;
  } | null | undefined;
  readonly shortName: string;
  readonly updatedAt: string;
  readonly valueCount: number;
  readonly " $fragmentType": "GeneralParametersListTable_parameters";
}>;
export type GeneralParametersListTable_parameters$key = ReadonlyArray<{
  readonly " $data"?: GeneralParametersListTable_parameters$data;
  readonly " $fragmentSpreads": FragmentRefs<"GeneralParametersListTable_parameters">;
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
  "name": "GeneralParametersListTable_parameters",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idGeneralParameter",
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
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isShared",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "valueCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GeneralParameter",
      "kind": "LinkedField",
      "name": "parent",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "GeneralParameter",
  "abstractKey": null
};
})();

(node as any).hash = "1f2213fc3b4b1c0dfe23ecbf52e78880";

export default node;
