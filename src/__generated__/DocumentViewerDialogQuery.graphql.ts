/**
 * @generated SignedSource<<e4e45de64189b8b64c65c876db170189>>
 * @relayHash e3aed18da849b5e5b1a2656e579f3614
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3decc52f4ef6c49724343b35eccdde1a2b64d9cf737507365dee747744601483

import { ConcreteRequest } from 'relay-runtime';
export type DocumentViewerDialogQuery$variables = {
  id: string;
};
export type DocumentViewerDialogQuery$data = {
  readonly getReservationDocumentContent: {
    readonly contentBase64: string;
    readonly fileName: string;
    readonly mimeType: string;
  } | null | undefined;
};
export type DocumentViewerDialogQuery = {
  response: DocumentViewerDialogQuery$data;
  variables: DocumentViewerDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "idReservationDocument",
        "variableName": "id"
      }
    ],
    "concreteType": "ReservationDocumentContent",
    "kind": "LinkedField",
    "name": "getReservationDocumentContent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fileName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mimeType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contentBase64",
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
    "name": "DocumentViewerDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DocumentViewerDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3decc52f4ef6c49724343b35eccdde1a2b64d9cf737507365dee747744601483",
    "metadata": {},
    "name": "DocumentViewerDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f17904815ac6ca47387482d9751a5082";

export default node;
