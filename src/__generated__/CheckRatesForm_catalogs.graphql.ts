/**
 * @generated SignedSource<<638c9e698fff55d9de77fa754b20d47b>>
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
    readonly nameEs: string | null | undefined;
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameEs",
          "storageKey": null
        }
      ],
      "storageKey": "getGeneralParameterValues(code:\"PASSENGER_TYPE\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "f11d0982efd941abd21ca4e2b8a48a91";

export default node;
