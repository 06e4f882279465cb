/**
 * @generated SignedSource<<4d426e165c20d7c568d9775e3c936c4f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExchangeRateForm_currencies$data = {
  readonly currencies: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "ExchangeRateForm_currencies";
};
export type ExchangeRateForm_currencies$key = {
  readonly " $data"?: ExchangeRateForm_currencies$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExchangeRateForm_currencies">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExchangeRateForm_currencies",
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

(node as any).hash = "aaf325e120980a2a1c4ea3ec290c2134";

export default node;
