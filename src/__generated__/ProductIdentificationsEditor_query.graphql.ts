/**
 * @generated SignedSource<<1f8c714f983a707279919fe000883ddd>>
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
    readonly nameEs: string | null | undefined;
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameEs",
          "storageKey": null
        }
      ],
      "storageKey": "getGeneralParameterValues(code:\"PRODUCT_IDENTIFICATION_TYPE\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "5eb052886788dd5f92d3740ff7efe8e5";

export default node;
