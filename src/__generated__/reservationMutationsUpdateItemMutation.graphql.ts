/**
 * @generated SignedSource<<63d1156f94889d637ca2ef348e25318b>>
 * @relayHash e2fcdf78e7d03646f924a774e8ecdd5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 22155fda5e45e2ba9f67618840e613f8b49ec46d1151178b8f15e5ead328bbf3

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
    readonly serviceTime: string | null | undefined;
    readonly supplierReference: string | null | undefined;
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
        "name": "serviceTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "supplierReference",
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
    "id": "22155fda5e45e2ba9f67618840e613f8b49ec46d1151178b8f15e5ead328bbf3",
    "metadata": {},
    "name": "reservationMutationsUpdateItemMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c92f2bfaf24bda3a523d8699eae6860e";

export default node;
