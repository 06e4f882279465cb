/**
 * @generated SignedSource<<71570b7cb754f71aa9ab8c0a4e674b7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SecurityMfa_mfa$data = {
  readonly enrolled: boolean;
  readonly recoveryCodesLeft: number;
  readonly required: boolean;
  readonly " $fragmentType": "SecurityMfa_mfa";
};
export type SecurityMfa_mfa$key = {
  readonly " $data"?: SecurityMfa_mfa$data;
  readonly " $fragmentSpreads": FragmentRefs<"SecurityMfa_mfa">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SecurityMfa_mfa",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enrolled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "required",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recoveryCodesLeft",
      "storageKey": null
    }
  ],
  "type": "MfaStatus",
  "abstractKey": null
};

(node as any).hash = "0978cb3178f36fb8dccfc8ab556a2e80";

export default node;
