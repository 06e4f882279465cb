/**
 * @generated SignedSource<<20de0ec318754d21822b65e75691e653>>
 * @relayHash f03077efaffdc2b9aa4b340c477dfc31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c8a1ede88eab4afd9e15cb06609cb8cd19c0d48656000293ecfcb0f956c5902

import { ConcreteRequest } from 'relay-runtime';
export type ReservationItemUpdateInput = {
  idProductInstance?: string | null | undefined;
  idRateInstance?: string | null | undefined;
  idReservationItem: string;
  nights?: number | null | undefined;
  overrideReason?: string | null | undefined;
  quantity?: number | null | undefined;
  serviceDate?: string | null | undefined;
  serviceTime?: string | null | undefined;
  supplierReference?: string | null | undefined;
  unitPrice?: string | null | undefined;
  version?: number | null | undefined;
};
export type useItemPricePreviewQuery$variables = {
  data: ReservationItemUpdateInput;
};
export type useItemPricePreviewQuery$data = {
  readonly previewReservationItemChange: {
    readonly amount: string;
    readonly priceOverridden: boolean;
    readonly rate: {
      readonly code: string;
    } | null | undefined;
    readonly unitPrice: string;
  };
};
export type useItemPricePreviewQuery = {
  response: useItemPricePreviewQuery$data;
  variables: useItemPricePreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "data"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "data",
    "variableName": "data"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unitPrice",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceOverridden",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useItemPricePreviewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReservationItemPricePreview",
        "kind": "LinkedField",
        "name": "previewReservationItemChange",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Rate",
            "kind": "LinkedField",
            "name": "rate",
            "plural": false,
            "selections": [
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useItemPricePreviewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReservationItemPricePreview",
        "kind": "LinkedField",
        "name": "previewReservationItemChange",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Rate",
            "kind": "LinkedField",
            "name": "rate",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6c8a1ede88eab4afd9e15cb06609cb8cd19c0d48656000293ecfcb0f956c5902",
    "metadata": {},
    "name": "useItemPricePreviewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "16ade8c51d7cbaa14279d36d7eacbe14";

export default node;
