/**
 * @generated SignedSource<<131209d5fcd3dd0e468a12506d08a0eb>>
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
        (v0/*:: as any*/)
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

(node as any).hash = "c9d3296554f409c920af3568e302f449";

export default node;
