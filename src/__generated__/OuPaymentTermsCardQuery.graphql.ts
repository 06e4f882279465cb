/**
 * @generated SignedSource<<43e14766997c2b9f69fe55c656d8e42b>>
 * @relayHash 8eb786388e89e674988f0b4b7a05c62b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa19ea3a31f328dfca6d1741284f26fc9b85a03a3eb34351c6b8feff48d31594

import { ConcreteRequest } from 'relay-runtime';
export type DepositKind = "AMOUNT" | "PERCENT" | "%future added value";
export type OverdueDepositAction = "FLAG" | "RELEASE" | "%future added value";
export type OuPaymentTermsCardQuery$variables = Record<PropertyKey, never>;
export type OuPaymentTermsCardQuery$data = {
  readonly paymentTerms: {
    readonly balanceDaysBefore: number;
    readonly depositDueDays: number;
    readonly depositKind: DepositKind;
    readonly depositValue: string;
    readonly graceDays: number;
    readonly overdueAction: OverdueDepositAction;
  };
};
export type OuPaymentTermsCardQuery = {
  response: OuPaymentTermsCardQuery$data;
  variables: OuPaymentTermsCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OuPaymentTermsCardQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OuPaymentTermsCardQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "fa19ea3a31f328dfca6d1741284f26fc9b85a03a3eb34351c6b8feff48d31594",
    "metadata": {},
    "name": "OuPaymentTermsCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "079cda83e2e86678bea84d599da54afb";

export default node;
