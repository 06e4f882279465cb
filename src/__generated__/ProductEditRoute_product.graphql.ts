/**
 * @generated SignedSource<<5e46e63ac3d9aefd2213944c1fa1ceae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductEditRoute_product$data = {
  readonly hasInventory: boolean;
  readonly operationalCode: string | null | undefined;
  readonly supplier: {
    readonly commercialName: string;
    readonly name: string;
  } | null | undefined;
  readonly taxInternationalCode: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ProductSectionPage_product">;
  readonly " $fragmentType": "ProductEditRoute_product";
};
export type ProductEditRoute_product$key = {
  readonly " $data"?: ProductEditRoute_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductEditRoute_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductEditRoute_product",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductSectionPage_product"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Entity",
      "kind": "LinkedField",
      "name": "supplier",
      "plural": false,
      "selections": [
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
          "name": "commercialName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasInventory",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxInternationalCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "operationalCode",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "1759565f29bc935dc8b7833bb1e6980f";

export default node;
