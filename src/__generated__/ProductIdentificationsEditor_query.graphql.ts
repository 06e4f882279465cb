/**
 * @generated SignedSource<<c563c7c4f06c1b7446c5aaf5e518f540>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductIdentificationsEditor_query$data = {
  readonly productIdentificationTypes: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "ProductIdentificationsEditor_query";
};
export type ProductIdentificationsEditor_query$key = {
  readonly " $data"?: ProductIdentificationsEditor_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductIdentificationsEditor_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductIdentificationsEditor_query",
  "selections": [
    {
      "alias": "productIdentificationTypes",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "PRODUCT_IDENTIFICATION_TYPE"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idGeneralParameterValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": "getGeneralParameterValues(code:\"PRODUCT_IDENTIFICATION_TYPE\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "6b3e80406fe278dfdd5154e3169cdb81";

export default node;
