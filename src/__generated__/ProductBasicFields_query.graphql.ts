/**
 * @generated SignedSource<<9805939d1c388c5dd4e03a889d4724ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductBasicFields_query$data = {
  readonly productTypes: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly productUnits: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly " $fragmentType": "ProductBasicFields_query";
};
export type ProductBasicFields_query$key = {
  readonly " $data"?: ProductBasicFields_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductBasicFields_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductBasicFields_query",
  "selections": [
    {
      "alias": "productTypes",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "PRODUCT_TYPE"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "getGeneralParameterValues(code:\"PRODUCT_TYPE\")"
    },
    {
      "alias": "productUnits",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "PRODUCT_UNIT"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "getGeneralParameterValues(code:\"PRODUCT_UNIT\")"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "e1545dff0f366b9b1ebd587fbe6beb96";

export default node;
