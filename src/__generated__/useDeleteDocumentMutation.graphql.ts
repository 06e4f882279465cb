/**
 * @generated SignedSource<<77e3013f8cc2662da2b9b71b771ceef1>>
 * @relayHash a907567dd701ddedb05d9b45811db832
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e0e12e521c3d0e700336c32d9ab3d04b0e8b1a0b02d79af66b3e1eb772adf8e7

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteDocumentMutation$variables = {
  idReservationDocument: string;
};
export type useDeleteDocumentMutation$data = {
  readonly deleteReservationDocument: boolean;
};
export type useDeleteDocumentMutation = {
  response: useDeleteDocumentMutation$data;
  variables: useDeleteDocumentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idReservationDocument"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "idReservationDocument",
        "variableName": "idReservationDocument"
      }
    ],
    "kind": "ScalarField",
    "name": "deleteReservationDocument",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteDocumentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteDocumentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e0e12e521c3d0e700336c32d9ab3d04b0e8b1a0b02d79af66b3e1eb772adf8e7",
    "metadata": {},
    "name": "useDeleteDocumentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a533803236dbe9cceef6769a863bb4d4";

export default node;
