/**
 * @generated SignedSource<<2b274e5e68ea5774ae0f29ecf05a2f73>>
 * @relayHash 60d1a08d790edc520fe01103a3876553
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fe22e872b47327223a8e0d2c0cdf0025983d6af92bd973674ed9e262e027fbd4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MailStatus = "FAILED" | "OUTBOX" | "SENT" | "%future added value";
export type SentDocumentsListResendMutation$variables = {
  id: string;
};
export type SentDocumentsListResendMutation$data = {
  readonly resendDocument: {
    readonly reservation: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SentDocumentsList_reservation">;
    } | null | undefined;
    readonly sentDocuments: ReadonlyArray<{
      readonly failure: string | null | undefined;
      readonly idSentDocument: string;
      readonly recipients: ReadonlyArray<string>;
      readonly status: MailStatus;
      readonly title: string;
    }>;
  };
};
export type SentDocumentsListResendMutation = {
  response: SentDocumentsListResendMutation$data;
  variables: SentDocumentsListResendMutation$variables;
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
    "kind": "Variable",
    "name": "idSentDocument",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idSentDocument",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recipients",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "failure",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "SentDocument",
  "kind": "LinkedField",
  "name": "sentDocuments",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SentDocumentsListResendMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SendDocumentPayload",
        "kind": "LinkedField",
        "name": "resendDocument",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Reservation",
            "kind": "LinkedField",
            "name": "reservation",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SentDocumentsList_reservation"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SentDocumentsListResendMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SendDocumentPayload",
        "kind": "LinkedField",
        "name": "resendDocument",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Reservation",
            "kind": "LinkedField",
            "name": "reservation",
            "plural": false,
            "selections": [
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SentDocument",
                "kind": "LinkedField",
                "name": "sentDocuments",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sentAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sentBy",
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
    ]
  },
  "params": {
    "id": "fe22e872b47327223a8e0d2c0cdf0025983d6af92bd973674ed9e262e027fbd4",
    "metadata": {},
    "name": "SentDocumentsListResendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "071e22086a08ae0929d6c56381bca412";

export default node;
