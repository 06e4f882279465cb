/**
 * @generated SignedSource<<df26ecdd87881dcb868faea1c2952097>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeSalesCard_dashboard$data = {
  readonly sales: {
    readonly currencies: ReadonlyArray<{
      readonly currencyCode: string;
      readonly days: ReadonlyArray<{
        readonly amount: string;
        readonly date: string;
        readonly reservationCount: number;
      }>;
      readonly reservationCount: number;
      readonly total: string;
    }>;
    readonly from: string;
    readonly to: string;
  };
  readonly " $fragmentType": "HomeSalesCard_dashboard";
};
export type HomeSalesCard_dashboard$key = {
  readonly " $data"?: HomeSalesCard_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeSalesCard_dashboard">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reservationCount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeSalesCard_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeSales",
      "kind": "LinkedField",
      "name": "sales",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "from",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "to",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "HomeSalesCurrency",
          "kind": "LinkedField",
          "name": "currencies",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "currencyCode",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "total",
              "storageKey": null
            },
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "HomeSalesDay",
              "kind": "LinkedField",
              "name": "days",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "date",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "amount",
                  "storageKey": null
                },
                (v0/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeDashboard",
  "abstractKey": null
};
})();

(node as any).hash = "191094ab6212a95748d830048c5c3791";

export default node;
