/**
 * @generated SignedSource<<2749031e91169dc8df8f3fcf90fc7275>>
 * @relayHash cb2a701221d883812b3badfb109d58c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e93dfa04c937fbcdbf80ab2a556f3250ca3d488b69d8e0c59a95c454694869d8

import { ConcreteRequest } from 'relay-runtime';
export type RevertChangeDialogMutation$variables = {
  idReservationHistory: string;
};
export type RevertChangeDialogMutation$data = {
  readonly revertReservationChange: {
    readonly idReservationHistory: string;
  };
};
export type RevertChangeDialogMutation = {
  response: RevertChangeDialogMutation$data;
  variables: RevertChangeDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idReservationHistory"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "idReservationHistory",
        "variableName": "idReservationHistory"
      }
    ],
    "concreteType": "ReservationHistoryEntry",
    "kind": "LinkedField",
    "name": "revertReservationChange",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "idReservationHistory",
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
    "name": "RevertChangeDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RevertChangeDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e93dfa04c937fbcdbf80ab2a556f3250ca3d488b69d8e0c59a95c454694869d8",
    "metadata": {},
    "name": "RevertChangeDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b10bf2ba628c37483b24dbcf3e85a33d";

export default node;
