/**
 * @generated SignedSource<<b23e09655dee987ebd9f2458b53e544e>>
 * @relayHash bb7c8214d61f64c7cf414ccbd60a76ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c4ecf7c82886383a4d074e5596991ef166b4f88f6e28bb7932c3e74cb9b15089

import { ConcreteRequest } from 'relay-runtime';
export type MailOutboxRouteAttachmentQuery$variables = {
  id: string;
};
export type MailOutboxRouteAttachmentQuery$data = {
  readonly getOutboxAttachment: {
    readonly contentBase64: string;
    readonly fileName: string;
    readonly mimeType: string;
  } | null | undefined;
};
export type MailOutboxRouteAttachmentQuery = {
  response: MailOutboxRouteAttachmentQuery$data;
  variables: MailOutboxRouteAttachmentQuery$variables;
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
        "name": "idMailAttachment",
        "variableName": "id"
      }
    ],
    "concreteType": "RenderedFile",
    "kind": "LinkedField",
    "name": "getOutboxAttachment",
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
    "name": "MailOutboxRouteAttachmentQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MailOutboxRouteAttachmentQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c4ecf7c82886383a4d074e5596991ef166b4f88f6e28bb7932c3e74cb9b15089",
    "metadata": {},
    "name": "MailOutboxRouteAttachmentQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a37cea0d25fb8c05deaa49ad47e22e78";

export default node;
