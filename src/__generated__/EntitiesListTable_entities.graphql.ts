/**
 * @generated SignedSource<<55ca5c53f999d9400a0d3b43bceb5d18>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EntitiesListTable_entities$data = ReadonlyArray<{
  readonly commercialName: string;
  readonly entityRole: {
    readonly name: string;
    readonly nameEs: string | null | undefined;
  } | null | undefined;
  readonly entityType: {
    readonly name: string;
    readonly nameEs: string | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly idEntity: string;
  readonly idStatus: Status;
  readonly identityDocumentNumber: string | null | undefined;
  readonly identityDocumentType: {
    readonly shortName: string;
  } | null | undefined;
  readonly name: string;
  readonly toComplete: boolean;
  readonly " $fragmentType": "EntitiesListTable_entities";
}>;
export type EntitiesListTable_entities$key = ReadonlyArray<{
  readonly " $data"?: EntitiesListTable_entities$data;
  readonly " $fragmentSpreads": FragmentRefs<"EntitiesListTable_entities">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "nameEs",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "EntitiesListTable_entities",
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
      "name": "idEntity",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commercialName",
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
      "kind": "ScalarField",
      "name": "toComplete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "identityDocumentNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "identityDocumentType",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shortName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "entityRole",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "entityType",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Entity",
  "abstractKey": null
};
})();

(node as any).hash = "04a59ced8f8886239ff934c667f3cea4";

export default node;
