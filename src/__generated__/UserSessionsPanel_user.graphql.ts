/**
 * @generated SignedSource<<776177a05e4d2e719885d010ab38f94a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SessionState = "ACTIVE" | "ENDED" | "EXPIRED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UserSessionsPanel_user$data = {
  readonly idUser: string;
  readonly name: string;
  readonly sessions: ReadonlyArray<{
    readonly app: string | null | undefined;
    readonly client: string | null | undefined;
    readonly date: string;
    readonly idSession: string;
    readonly ipv4: string | null | undefined;
    readonly ipv6: string | null | undefined;
    readonly lastActivityAt: string;
    readonly state: SessionState;
  }>;
  readonly " $fragmentType": "UserSessionsPanel_user";
};
export type UserSessionsPanel_user$key = {
  readonly " $data"?: UserSessionsPanel_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserSessionsPanel_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserSessionsPanel_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idUser",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Session",
      "kind": "LinkedField",
      "name": "sessions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idSession",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ipv4",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ipv6",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "client",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "app",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastActivityAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9c7476ea3960a017daf9dfb89e661dfd";

export default node;
