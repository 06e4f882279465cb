/**
 * @generated SignedSource<<d38ee0e8c676819d3679c59a431ca706>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "cb2a701221d883812b3badfb109d58c6",
    "id": null,
    "metadata": {},
    "name": "RevertChangeDialogMutation",
    "operationKind": "mutation",
    "text": "mutation RevertChangeDialogMutation(\n  $idReservationHistory: ID!\n) {\n  revertReservationChange(idReservationHistory: $idReservationHistory) {\n    idReservationHistory\n  }\n}\n"
  }
};
})();

(node as any).hash = "b10bf2ba628c37483b24dbcf3e85a33d";

export default node;
