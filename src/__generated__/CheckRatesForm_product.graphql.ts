/**
 * @generated SignedSource<<3fd19717c9ea5a4f7d2b22dfb4aa3ca2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CheckRatesForm_product$data = {
  readonly idProduct: string;
  readonly instances: ReadonlyArray<{
    readonly code: string;
    readonly idProductInstance: string;
    readonly idStatus: Status;
    readonly name: string;
  }>;
  readonly name: string;
  readonly " $fragmentType": "CheckRatesForm_product";
};
export type CheckRatesForm_product$key = {
  readonly " $data"?: CheckRatesForm_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckRatesForm_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckRatesForm_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idProduct",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductInstance",
      "kind": "LinkedField",
      "name": "instances",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idProductInstance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idStatus",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "c8f5df669728cd050fe1833e4aeee13f";

export default node;
