/**
 * @generated SignedSource<<cd04f8dfec3d59c18ef9a881e00aa306>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductViewActions_product$data = {
  readonly code: string;
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

(node as any).hash = "15583f347ae7e02d1b2f67637985d144";

export default node;
