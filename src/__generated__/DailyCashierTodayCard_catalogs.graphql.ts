/**
 * @generated SignedSource<<a0e90845981a3f68771535077669cb4a>>
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
    readonly nameEs: string | null | undefined;
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
          "name": "nameEs",
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

(node as any).hash = "97a785a81b264a09a4c386c4d658b022";

export default node;
