/**
 * @generated SignedSource<<2593cbf2fa3a794991247447d376f342>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductCategoriesListTable_categories$data = ReadonlyArray<{
  readonly categoryType: {
    readonly name: string;
    readonly nameEs: string | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly idProductCategory: string;
  readonly name: string;
  readonly productCount: number;
  readonly shortName: string;
  readonly updatedAt: string;
  readonly " $fragmentType": "ProductCategoriesListTable_categories";
}>;
export type ProductCategoriesListTable_categories$key = ReadonlyArray<{
  readonly " $data"?: ProductCategoriesListTable_categories$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductCategoriesListTable_categories">;
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
  "name": "ProductCategoriesListTable_categories",
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
      "name": "idProductCategory",
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
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "categoryType",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameEs",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "ProductCategory",
  "abstractKey": null
};
})();

(node as any).hash = "7af40e02725eafb05b51f6e77bd9f0f3";

export default node;
