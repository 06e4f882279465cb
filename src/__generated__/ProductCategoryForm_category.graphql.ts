/**
 * @generated SignedSource<<72a67fd4376adf0d7e6280fdc4ee22db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductCategoryForm_category$data = {
  readonly idCategoryType: string;
  readonly idProductCategory: string;
  readonly name: string;
  readonly shortName: string;
  readonly " $fragmentType": "ProductCategoryForm_category";
};
export type ProductCategoryForm_category$key = {
  readonly " $data"?: ProductCategoryForm_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductCategoryForm_category">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductCategoryForm_category",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idProductCategory",
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
      "name": "idCategoryType",
      "storageKey": null
    }
  ],
  "type": "ProductCategory",
  "abstractKey": null
};

(node as any).hash = "8cc4fdfed8044ff9a3007a1905b5f964";

export default node;
