/**
 * @generated SignedSource<<8d1cd3ecfbeed970d40b5a2d4f04936a>>
 * @relayHash 7ef73838ec9c256db2d40447648e790e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 03c8507159ea618d9abc4b960be4f3668bb763ee855a5c4e163a2b14a6d9d2a4

import { ConcreteRequest } from 'relay-runtime';
export type PaymentStatus = "ACTIVE" | "VOIDED" | "%future added value";
export type VoidPaymentDialogMutation$variables = {
  idPayment: string;
  idempotencyKey: string;
  reason?: string | null | undefined;
};
export type VoidPaymentDialogMutation$data = {
  readonly voidPayment: {
    readonly id: string;
    readonly idPayment: string;
    readonly status: PaymentStatus;
    readonly voidReason: string | null | undefined;
  };
};
export type VoidPaymentDialogMutation = {
  response: VoidPaymentDialogMutation$data;
  variables: VoidPaymentDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idPayment"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idempotencyKey"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reason"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "idPayment",
        "variableName": "idPayment"
      },
      {
        "kind": "Variable",
        "name": "idempotencyKey",
        "variableName": "idempotencyKey"
      },
      {
        "kind": "Variable",
        "name": "reason",
        "variableName": "reason"
      }
    ],
    "concreteType": "Payment",
    "kind": "LinkedField",
    "name": "voidPayment",
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
        "name": "idPayment",
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
        "name": "voidReason",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "VoidPaymentDialogMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "VoidPaymentDialogMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "03c8507159ea618d9abc4b960be4f3668bb763ee855a5c4e163a2b14a6d9d2a4",
    "metadata": {},
    "name": "VoidPaymentDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a1361d9523f62b4ab8faf3260e4ffa38";

export default node;
