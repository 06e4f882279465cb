/**
 * @generated SignedSource<<16a353b76a43d79281a50664954d2069>>
 * @relayHash 495e5ef9759dd78949d0e88c5b906802
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a596365e29a4c4794bf95f188c59de14ecb54adefb05f8a567bddf833ad832b

import { ConcreteRequest } from 'relay-runtime';
export type MailStatus = "FAILED" | "OUTBOX" | "SENT" | "%future added value";
export type useSendPaymentReminderMutation$variables = {
  idReservation: string;
};
export type useSendPaymentReminderMutation$data = {
  readonly sendPaymentReminder: {
    readonly failure: string | null | undefined;
    readonly idMail: string;
    readonly recipients: ReadonlyArray<string>;
    readonly status: MailStatus;
  };
};
export type useSendPaymentReminderMutation = {
  response: useSendPaymentReminderMutation$data;
  variables: useSendPaymentReminderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idReservation"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "idReservation",
        "variableName": "idReservation"
      }
    ],
    "concreteType": "PaymentReminder",
    "kind": "LinkedField",
    "name": "sendPaymentReminder",
    "plural": false,
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
        "name": "recipients",
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
    "name": "useSendPaymentReminderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendPaymentReminderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1a596365e29a4c4794bf95f188c59de14ecb54adefb05f8a567bddf833ad832b",
    "metadata": {},
    "name": "useSendPaymentReminderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ba80b5e06c00bdbe4123edd508c23df4";

export default node;
