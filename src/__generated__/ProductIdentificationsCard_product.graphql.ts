/**
 * @generated SignedSource<<6a894255a7db138aa7c79331ff6b7997>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductIdentificationsCard_product$data = {
  readonly idProduct: string;
  readonly identifications: ReadonlyArray<{
    readonly idProductIdentification: string;
    readonly identificationType: {
      readonly name: string;
    } | null | undefined;
    readonly value: string;
  }>;
  readonly " $fragmentType": "ProductIdentificationsCard_product";
};
export type ProductIdentificationsCard_product$key = {
  readonly " $data"?: ProductIdentificationsCard_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductIdentificationsCard_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductIdentificationsCard_product",
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
          "concreteType": "GeneralParameterValue",
          "kind": "LinkedField",
          "name": "identificationType",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
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

(node as any).hash = "65651f56f7ed058e0fb60bd93e41321d";

export default node;
