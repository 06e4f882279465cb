/**
 * @generated SignedSource<<0ae0725c0bb0a874d748cfe48cd35050>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MailStatus = "FAILED" | "OUTBOX" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SentDocumentsList_reservation$data = {
  readonly sentDocuments: ReadonlyArray<{
    readonly failure: string | null | undefined;
    readonly idSentDocument: string;
    readonly recipients: ReadonlyArray<string>;
    readonly sentAt: string;
    readonly sentBy: string | null | undefined;
    readonly status: MailStatus;
    readonly title: string;
  }>;
  readonly " $fragmentType": "SentDocumentsList_reservation";
};
export type SentDocumentsList_reservation$key = {
  readonly " $data"?: SentDocumentsList_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"SentDocumentsList_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SentDocumentsList_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SentDocument",
      "kind": "LinkedField",
      "name": "sentDocuments",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idSentDocument",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
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
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "26aa6a70f6febe2e5fa628c51a14797c";

export default node;
