/**
 * @generated SignedSource<<6c61dde0917086007bc2b885dc981d64>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckRatesForm_catalogs$data = {
  readonly passengerTypes: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "CheckRatesForm_catalogs";
};
export type CheckRatesForm_catalogs$key = {
  readonly " $data"?: CheckRatesForm_catalogs$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckRatesForm_catalogs">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckRatesForm_catalogs",
  "selections": [
    {
      "alias": "passengerTypes",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "PASSENGER_TYPE"
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
      "storageKey": "getGeneralParameterValues(code:\"PASSENGER_TYPE\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "f0345230125c26e7fd7af8162e09ec70";

export default node;
