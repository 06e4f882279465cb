/**
 * @generated SignedSource<<cbefe6f349e9822da99727dbffc79f3c>>
 * @relayHash 659e6ec6175abf7ab2129c05c4213fb1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5501cc5cdc5e86bf02e15466ba0369fd50a2f197cfa5165d8ef4955ef1029bf4

import { ConcreteRequest } from 'relay-runtime';
export type ReservationItemUpdateInput = {
  idProductInstance?: string | null | undefined;
  idRateInstance?: string | null | undefined;
  idReservationItem: string;
  nights?: number | null | undefined;
  overrideReason?: string | null | undefined;
  quantity?: number | null | undefined;
  serviceDate?: string | null | undefined;
  unitPrice?: string | null | undefined;
  version?: number | null | undefined;
};
export type reservationMutationsUpdateItemMutation$variables = {
  data: ReservationItemUpdateInput;
};
export type reservationMutationsUpdateItemMutation$data = {
  readonly updateReservationItem: {
    readonly amount: string;
    readonly id: string;
    readonly idReservationItem: string;
    readonly nights: number;
    readonly quantity: number;
    readonly serviceDate: string;
    readonly unitPrice: string;
    readonly version: number;
  };
};
export type reservationMutationsUpdateItemMutation = {
  response: reservationMutationsUpdateItemMutation$data;
  variables: reservationMutationsUpdateItemMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "data",
        "variableName": "data"
      }
    ],
    "concreteType": "ReservationItem",
    "kind": "LinkedField",
    "name": "updateReservationItem",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "idReservationItem",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "version",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "serviceDate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "quantity",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nights",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unitPrice",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "reservationMutationsUpdateItemMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "reservationMutationsUpdateItemMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5501cc5cdc5e86bf02e15466ba0369fd50a2f197cfa5165d8ef4955ef1029bf4",
    "metadata": {},
    "name": "reservationMutationsUpdateItemMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8c7cecb40b518668832af74c0811886c";

export default node;
