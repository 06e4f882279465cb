/**
 * @generated SignedSource<<c1f73ce18e3704099d34862b0b1aa4a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeDashboardRoute_query$data = {
  readonly homeDashboard: {
    readonly today: string;
    readonly " $fragmentSpreads": FragmentRefs<"HomeCashiersCard_dashboard" | "HomeOccupancyCard_dashboard" | "HomeReceivablesCard_dashboard" | "HomeSalesCard_dashboard" | "HomeStatusCard_dashboard" | "HomeTodayCard_dashboard">;
  };
  readonly viewer: {
    readonly name: string;
    readonly ou: {
      readonly name: string;
    };
    readonly roles: ReadonlyArray<{
      readonly code: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "HomeDashboardRoute_query";
};
export type HomeDashboardRoute_query$key = {
  readonly " $data"?: HomeDashboardRoute_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeDashboardRoute_query">;
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
  "name": "HomeDashboardRoute_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Ou",
          "kind": "LinkedField",
          "name": "ou",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Role",
          "kind": "LinkedField",
          "name": "roles",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "code",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeDashboard",
      "kind": "LinkedField",
      "name": "homeDashboard",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "today",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "HomeTodayCard_dashboard"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "HomeCashiersCard_dashboard"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "HomeSalesCard_dashboard"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "HomeStatusCard_dashboard"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "HomeReceivablesCard_dashboard"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "HomeOccupancyCard_dashboard"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "cdd3805a29ad8276494ee45b30dc52a9";

export default node;
