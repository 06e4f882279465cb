/**
 * @generated SignedSource<<cf81f021b108a87b93b09b3ea5c124b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductCreateForm_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ProductBasicFields_query" | "ProductCategoryChoices_query" | "ProductFeatureChoices_query" | "ProductIdentificationsEditor_query" | "ProductSubfeatureItemChoices_query">;
  readonly " $fragmentType": "ProductCreateForm_query";
};
export type ProductCreateForm_query$key = {
  readonly " $data"?: ProductCreateForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductCreateForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductCreateForm_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductBasicFields_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductCategoryChoices_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductFeatureChoices_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductSubfeatureItemChoices_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductIdentificationsEditor_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "d641e6b10cca2e678affb8bef0ae1503";

export default node;
