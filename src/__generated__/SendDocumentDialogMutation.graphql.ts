/**
 * @generated SignedSource<<f54b6e25d182acc226bf9de7fe250087>>
 * @relayHash 06f7c73502b853fb887eafe2c54a95de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a90039142e0cf48e40cc950adf035472fc2b6ff9e9e2a413067f34bce8b59ec4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentKind = "CASHIER_CLOSE" | "FISCAL_DOCUMENT" | "ITINERARY" | "SERVICE_ORDER" | "VOUCHER" | "%future added value";
export type MailStatus = "FAILED" | "OUTBOX" | "SENT" | "%future added value";
export type SendDocumentInput = {
  document: DocumentRefInput;
  message?: string | null | undefined;
  recipients: ReadonlyArray<string>;
};
export type DocumentRefInput = {
  idDailyCashier?: string | null | undefined;
  idFiscalDocument?: string | null | undefined;
  idReservation?: string | null | undefined;
  idReservationItem?: string | null | undefined;
  kind: DocumentKind;
};
export type SendDocumentDialogMutation$variables = {
  input: SendDocumentInput;
};
export type SendDocumentDialogMutation$data = {
  readonly sendDocument: {
    readonly fiscalDocument: {
      readonly idFiscalDocument: string;
      readonly sentDocuments: ReadonlyArray<{
        readonly idSentDocument: string;
        readonly status: MailStatus;
      }>;
    } | null | undefined;
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
export type SendDocumentDialogMutation = {
  response: SendDocumentDialogMutation$data;
  variables: SendDocumentDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "FiscalDocument",
  "kind": "LinkedField",
  "name": "fiscalDocument",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idFiscalDocument",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SentDocument",
      "kind": "LinkedField",
      "name": "sentDocuments",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SendDocumentDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SendDocumentPayload",
        "kind": "LinkedField",
        "name": "sendDocument",
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
          },
          (v9/*:: as any*/)
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
    "name": "SendDocumentDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SendDocumentPayload",
        "kind": "LinkedField",
        "name": "sendDocument",
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
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a90039142e0cf48e40cc950adf035472fc2b6ff9e9e2a413067f34bce8b59ec4",
    "metadata": {},
    "name": "SendDocumentDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "50d31f53e7e8d35fc1f0a733530009ac";

export default node;
