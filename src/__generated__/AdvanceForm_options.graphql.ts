/**
 * @generated SignedSource<<e536abe0d0db75137d520fade424836e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DailyCashierStatus = "CLOSED" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdvanceForm_options$data = {
  readonly banks: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly currencies: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
  }>;
  readonly myDailyCashierToday: {
    readonly status: DailyCashierStatus;
  } | null | undefined;
  readonly " $fragmentType": "AdvanceForm_options";
};
export type AdvanceForm_options$key = {
  readonly " $data"?: AdvanceForm_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdvanceForm_options">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idGeneralParameterValue",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdvanceForm_options",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DailyCashier",
      "kind": "LinkedField",
      "name": "myDailyCashierToday",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": "getGeneralParameterValues(code:\"CURRENCY\")"
    },
    {
      "alias": "banks",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "BANK"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
      "storageKey": "getGeneralParameterValues(code:\"BANK\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "79a4ef01b4183ecd430d3d695bde8d82";

export default node;
