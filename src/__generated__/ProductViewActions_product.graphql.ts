/**
 * @generated SignedSource<<1651c1ae1a197071c79b16e02c691403>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductViewActions_product$data = {
  readonly idProduct: string;
  readonly idStatus: Status;
  readonly isReferenced: boolean;
  readonly name: string;
  readonly " $fragmentType": "ProductViewActions_product";
};
export type ProductViewActions_product$key = {
  readonly " $data"?: ProductViewActions_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductViewActions_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductViewActions_product",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isReferenced",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "e2d84b4c54f5cbc1da72b29778fe1492";

export default node;
