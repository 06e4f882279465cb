/**
 * @generated SignedSource<<61c65966052f8af1504d1322245caa39>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "a907567dd701ddedb05d9b45811db832",
    "id": null,
    "metadata": {},
    "name": "useDeleteDocumentMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteDocumentMutation(\n  $idReservationDocument: ID!\n) {\n  deleteReservationDocument(idReservationDocument: $idReservationDocument)\n}\n"
  }
};
})();

(node as any).hash = "a533803236dbe9cceef6769a863bb4d4";

export default node;
