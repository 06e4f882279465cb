/**
 * @generated SignedSource<<88049a4861d86721930de8f59bae035a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useRevertPassengerChangeMutation$variables = {
  idReservationHistory: string;
};
export type useRevertPassengerChangeMutation$data = {
  readonly revertReservationChange: {
    readonly idReservationHistory: string;
  };
};
export type useRevertPassengerChangeMutation = {
  response: useRevertPassengerChangeMutation$data;
  variables: useRevertPassengerChangeMutation$variables;
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
    "name": "useRevertPassengerChangeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevertPassengerChangeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "00531d72d7fdfd4798e5d0abde74ac74",
    "id": null,
    "metadata": {},
    "name": "useRevertPassengerChangeMutation",
    "operationKind": "mutation",
    "text": "mutation useRevertPassengerChangeMutation(\n  $idReservationHistory: ID!\n) {\n  revertReservationChange(idReservationHistory: $idReservationHistory) {\n    idReservationHistory\n  }\n}\n"
  }
};
})();

(node as any).hash = "b4c7acf1326c3c4159a9deadf199f1c8";

export default node;
