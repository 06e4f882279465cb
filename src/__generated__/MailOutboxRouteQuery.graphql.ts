/**
 * @generated SignedSource<<70f047432e8c09d6e79dc1f25fa2f9f6>>
 * @relayHash 4bc50a5b9dee780b678cadaa6b117946
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 516029fc33e844dd0f2a3694c90454a49e7cc8f6ad1341bb9d63987756a8763f

import { ConcreteRequest } from 'relay-runtime';
export type MailStatus = "FAILED" | "OUTBOX" | "SENT" | "%future added value";
export type MailOutboxRouteQuery$variables = {
  skip?: number | null | undefined;
  take?: number | null | undefined;
};
export type MailOutboxRouteQuery$data = {
  readonly searchOutboxMails: {
    readonly count: number;
    readonly data: ReadonlyArray<{
      readonly attachments: ReadonlyArray<{
        readonly fileName: string;
        readonly idMailAttachment: string;
        readonly mimeType: string;
        readonly sizeBytes: number;
      }>;
      readonly body: string;
      readonly createdAt: string;
      readonly failure: string | null | undefined;
      readonly idMail: string;
      readonly recipients: ReadonlyArray<string>;
      readonly status: MailStatus;
      readonly subject: string;
    }>;
  };
};
export type MailOutboxRouteQuery = {
  response: MailOutboxRouteQuery$data;
  variables: MailOutboxRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "skip"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "take"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "skip",
        "variableName": "skip"
      },
      {
        "kind": "Variable",
        "name": "take",
        "variableName": "take"
      }
    ],
    "concreteType": "OutboxMailPage",
    "kind": "LinkedField",
    "name": "searchOutboxMails",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OutboxMail",
        "kind": "LinkedField",
        "name": "data",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idMail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recipients",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subject",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "body",
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
            "name": "failure",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OutboxAttachment",
            "kind": "LinkedField",
            "name": "attachments",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idMailAttachment",
                "storageKey": null
              },
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
                "name": "sizeBytes",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
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
    "name": "MailOutboxRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MailOutboxRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "516029fc33e844dd0f2a3694c90454a49e7cc8f6ad1341bb9d63987756a8763f",
    "metadata": {},
    "name": "MailOutboxRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "83b1ac88ebc30090863f7e1145cab129";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
