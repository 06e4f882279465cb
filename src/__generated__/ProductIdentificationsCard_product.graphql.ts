/**
 * @generated SignedSource<<3005667f0b82b3d7955c504ad2dbbadc>>
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
      readonly nameEs: string | null | undefined;
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
            },
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

(node as any).hash = "dd0e275a1f83af92747df040d06d5ffb";

export default node;
