/**
 * @generated SignedSource<<7ef868567da38912588b8b34c0dcf56d>>
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
    readonly nameEs: string | null | undefined;
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

(node as any).hash = "e6991074d911891297e60f2b14b480ca";

export default node;
