/**
 * @generated SignedSource<<0c559482ff7c3c727bfd146377e41726>>
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
    readonly nameEs: string | null | undefined;
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameEs",
          "storageKey": null
        }
      ],
      "storageKey": "getGeneralParameterValues(code:\"PRODUCT_CATEGORY_TYPE\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "0c832732ef546ed6663ac57cfa433ae6";

export default node;
