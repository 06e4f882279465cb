/**
 * @generated SignedSource<<a09e0f6e228d3ef8cc1c68c629cacd3c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DailyCashierStatus = "CLOSED" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DailyCashierTodayCard_day$data = {
  readonly canReopen: boolean;
  readonly closeNote: string | null | undefined;
  readonly closedAt: string | null | undefined;
  readonly counts: ReadonlyArray<{
    readonly countedAmount: string | null | undefined;
    readonly currency: {
      readonly code: string;
    } | null | undefined;
    readonly expectedAmount: string;
    readonly idCurrency: string;
    readonly idPaymentType: string;
    readonly paymentType: {
      readonly name: string;
      readonly nameEs: string | null | undefined;
    } | null | undefined;
    readonly variance: string | null | undefined;
  }>;
  readonly floats: ReadonlyArray<{
    readonly currency: {
      readonly code: string;
      readonly name: string;
      readonly nameEs: string | null | undefined;
    } | null | undefined;
    readonly idCurrency: string;
    readonly openingAmount: string;
  }>;
  readonly idDailyCashier: string;
  readonly openedAt: string;
  readonly reopenReason: string | null | undefined;
  readonly reopenedCount: number;
  readonly status: DailyCashierStatus;
  readonly " $fragmentSpreads": FragmentRefs<"DailyCashierSupplierPayments_day">;
  readonly " $fragmentType": "DailyCashierTodayCard_day";
};
export type DailyCashierTodayCard_day$key = {
  readonly " $data"?: DailyCashierTodayCard_day$data;
  readonly " $fragmentSpreads": FragmentRefs<"DailyCashierTodayCard_day">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idCurrency",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameEs",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DailyCashierTodayCard_day",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idDailyCashier",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reopenedCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reopenReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closeNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canReopen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DailyCashierFloat",
      "kind": "LinkedField",
      "name": "floats",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "openingAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "GeneralParameterValue",
          "kind": "LinkedField",
          "name": "currency",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DailyCashierCount",
      "kind": "LinkedField",
      "name": "counts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idPaymentType",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expectedAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "countedAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "variance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "GeneralParameterValue",
          "kind": "LinkedField",
          "name": "paymentType",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            (v3/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "GeneralParameterValue",
          "kind": "LinkedField",
          "name": "currency",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DailyCashierSupplierPayments_day"
    }
  ],
  "type": "DailyCashier",
  "abstractKey": null
};
})();

(node as any).hash = "99be7930e52481b23c5f4c50e8c42d7e";

export default node;
