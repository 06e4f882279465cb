/**
 * @generated SignedSource<<5bbaa2f42b0a8e1a09befd0af79cf990>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductCategoryChoices_query$data = {
  readonly productCategories: {
    readonly count: number;
    readonly data: ReadonlyArray<{
      readonly categoryType: {
        readonly name: string;
        readonly nameEs: string | null | undefined;
      } | null | undefined;
      readonly idProductCategory: string;
      readonly name: string;
      readonly shortName: string;
    }>;
  };
  readonly " $fragmentType": "ProductCategoryChoices_query";
};
export type ProductCategoryChoices_query$key = {
  readonly " $data"?: ProductCategoryChoices_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductCategoryChoices_query">;
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
  "name": "ProductCategoryChoices_query",
  "selections": [
    {
      "alias": "productCategories",
      "args": [
        {
          "kind": "Literal",
          "name": "input",
          "value": {
            "take": 100
          }
        }
      ],
      "concreteType": "ProductCategoryPage",
      "kind": "LinkedField",
      "name": "searchProductCategories",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductCategory",
          "kind": "LinkedField",
          "name": "data",
          "plural": true,
          "selections": [
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "searchProductCategories(input:{\"take\":100})"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "801349de60cbd550275c1eb1c7acf702";

export default node;
