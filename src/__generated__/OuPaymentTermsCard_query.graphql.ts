/**
 * @generated SignedSource<<ae7089c9a7beb0a66894bc16c8ef0a9f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DepositKind = "AMOUNT" | "PERCENT" | "%future added value";
export type OverdueDepositAction = "FLAG" | "RELEASE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OuPaymentTermsCard_query$data = {
  readonly paymentTerms: {
    readonly balanceDaysBefore: number;
    readonly depositDueDays: number;
    readonly depositKind: DepositKind;
    readonly depositValue: string;
    readonly graceDays: number;
    readonly overdueAction: OverdueDepositAction;
  };
  readonly " $fragmentType": "OuPaymentTermsCard_query";
};
export type OuPaymentTermsCard_query$key = {
  readonly " $data"?: OuPaymentTermsCard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"OuPaymentTermsCard_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OuPaymentTermsCard_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentTerms",
      "kind": "LinkedField",
      "name": "paymentTerms",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "depositKind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "depositValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "depositDueDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "balanceDaysBefore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "graceDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "overdueAction",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "06147e0104cc1583521a26ba3c3f2841";

export default node;
