/**
 * @generated SignedSource<<8129565350d68e33631653d9bf8caf3b>>
 * @relayHash 40405e639e683438c8a44d0f0a333a19
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cab5aae1dc85adf8b5ba9a227ccae082f6e158593a574870d07e97f77526921b

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
    "id": "cab5aae1dc85adf8b5ba9a227ccae082f6e158593a574870d07e97f77526921b",
    "metadata": {},
    "name": "useAttachDocumentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bec926b677f751dec56065eff90f1f5c";

export default node;
