/**
 * @generated SignedSource<<4966d1efa72a87bed047332209270e4e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReservationDocumentInput = {
  contentBase64?: string | null | undefined;
  fileName?: string | null | undefined;
  idReservation?: string | null | undefined;
  mimeType?: string | null | undefined;
};
export type useAttachDocumentMutation$variables = {
  data: ReservationDocumentInput;
};
export type useAttachDocumentMutation$data = {
  readonly attachReservationDocument: {
    readonly fileName: string;
    readonly idReservationDocument: string;
  };
};
export type useAttachDocumentMutation = {
  response: useAttachDocumentMutation$data;
  variables: useAttachDocumentMutation$variables;
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
    "concreteType": "ReservationDocument",
    "kind": "LinkedField",
    "name": "attachReservationDocument",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "idReservationDocument",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fileName",
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
    "name": "useAttachDocumentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAttachDocumentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "40405e639e683438c8a44d0f0a333a19",
    "id": null,
    "metadata": {},
    "name": "useAttachDocumentMutation",
    "operationKind": "mutation",
    "text": "mutation useAttachDocumentMutation(\n  $data: ReservationDocumentInput!\n) {\n  attachReservationDocument(data: $data) {\n    idReservationDocument\n    fileName\n  }\n}\n"
  }
};
})();

(node as any).hash = "bec926b677f751dec56065eff90f1f5c";

export default node;
