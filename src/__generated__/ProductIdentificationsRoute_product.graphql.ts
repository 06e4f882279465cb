/**
 * @generated SignedSource<<7507c7baa2c6842d3393fc2c82befa99>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductIdentificationsRoute_product$data = {
  readonly identifications: ReadonlyArray<{
    readonly idIdentificationType: string;
    readonly idProductIdentification: string;
    readonly value: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"ProductSectionPage_product">;
  readonly " $fragmentType": "ProductIdentificationsRoute_product";
};
export type ProductIdentificationsRoute_product$key = {
  readonly " $data"?: ProductIdentificationsRoute_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductIdentificationsRoute_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductIdentificationsRoute_product",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductSectionPage_product"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductIdentification",
      "kind": "LinkedField",
      "name": "identifications",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idProductIdentification",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idIdentificationType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};

(node as any).hash = "7118d561f67496a3e87c7606f49e61df";

export default node;
