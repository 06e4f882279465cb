/**
 * @generated SignedSource<<95b021e74a0e5c4d6b4e3afb4eb15011>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RateSubfeatureForm_subfeature$data = {
  readonly code: string;
  readonly idRateSubfeature: string;
  readonly idTypeCategoryProduct: string | null | undefined;
  readonly idTypeSubfeature: string;
  readonly idTypeSubfeatureItem: string | null | undefined;
  readonly name: string;
  readonly order: number;
  readonly shortName: string;
  readonly " $fragmentType": "RateSubfeatureForm_subfeature";
};
export type RateSubfeatureForm_subfeature$key = {
  readonly " $data"?: RateSubfeatureForm_subfeature$data;
  readonly " $fragmentSpreads": FragmentRefs<"RateSubfeatureForm_subfeature">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RateSubfeatureForm_subfeature",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idRateSubfeature",
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
      "name": "name",
      "storageKey": null
    },
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
      "name": "order",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idTypeSubfeature",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idTypeCategoryProduct",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idTypeSubfeatureItem",
      "storageKey": null
    }
  ],
  "type": "RateSubfeature",
  "abstractKey": null
};

(node as any).hash = "1071e0fa4c60244cb80b9610f647495c";

export default node;
