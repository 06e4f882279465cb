/**
 * @generated SignedSource<<bed9a52c0efb625412c5568567229430>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductSectionPage_product$data = {
  readonly code: string;
  readonly idProduct: string;
  readonly idProductType: string;
  readonly idProductUnit: string;
  readonly idSupplier: string;
  readonly name: string;
  readonly shortName: string;
  readonly " $fragmentType": "ProductSectionPage_product";
};
export type ProductSectionPage_product$key = {
  readonly " $data"?: ProductSectionPage_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductSectionPage_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductSectionPage_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idProduct",
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
      "name": "idProductType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idProductUnit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idSupplier",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "499e96c1a3c8635197b3a60abe466034";

export default node;
