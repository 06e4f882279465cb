/**
 * @generated SignedSource<<aab557831e03a6da89f6c968f3311dfa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InstanceSummaryCard_instance$data = {
  readonly code: string;
  readonly idStatus: Status;
  readonly items: ReadonlyArray<{
    readonly feature: {
      readonly name: string;
    };
    readonly idProductFeatureItem: string;
    readonly name: string;
  }>;
  readonly name: string;
  readonly shortName: string;
  readonly " $fragmentType": "InstanceSummaryCard_instance";
};
export type InstanceSummaryCard_instance$key = {
  readonly " $data"?: InstanceSummaryCard_instance$data;
  readonly " $fragmentSpreads": FragmentRefs<"InstanceSummaryCard_instance">;
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
  "name": "InstanceSummaryCard_instance",
  "selections": [
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
      "name": "shortName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductFeatureItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idProductFeatureItem",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductFeature",
          "kind": "LinkedField",
          "name": "feature",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProductInstance",
  "abstractKey": null
};
})();

(node as any).hash = "e90391c92b97896cc08152c332c9a772";

export default node;
