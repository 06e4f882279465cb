/**
 * @generated SignedSource<<3398e5bb7df9239253cf834489af0540>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductCategoryForm_catalogs$data = {
  readonly categoryTypes: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "ProductCategoryForm_catalogs";
};
export type ProductCategoryForm_catalogs$key = {
  readonly " $data"?: ProductCategoryForm_catalogs$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductCategoryForm_catalogs">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductCategoryForm_catalogs",
  "selections": [
    {
      "alias": "categoryTypes",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "PRODUCT_CATEGORY_TYPE"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idGeneralParameterValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": "getGeneralParameterValues(code:\"PRODUCT_CATEGORY_TYPE\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "47bbcf7c708a139b6ade2db9fed96716";

export default node;
