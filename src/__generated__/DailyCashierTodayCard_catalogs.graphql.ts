/**
 * @generated SignedSource<<0fe00790749f138249591f62176d05e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DailyCashierTodayCard_catalogs$data = {
  readonly currencies: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "DailyCashierTodayCard_catalogs";
};
export type DailyCashierTodayCard_catalogs$key = {
  readonly " $data"?: DailyCashierTodayCard_catalogs$data;
  readonly " $fragmentSpreads": FragmentRefs<"DailyCashierTodayCard_catalogs">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DailyCashierTodayCard_catalogs",
  "selections": [
    {
      "alias": "currencies",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "CURRENCY"
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
          "name": "code",
          "storageKey": null
        }
      ],
      "storageKey": "getGeneralParameterValues(code:\"CURRENCY\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "59c4048ccf355eaca68d6ab01899252a";

export default node;
