/**
 * @generated SignedSource<<4b097aa48bb10ee96fa6f0c91dede546>>
 * @relayHash 16dd89bd6318c06b602321bbcd37a293
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fda239b9a40cc84e2c4673be75e56e949a9bcbacabb9f14ad0b4eb54b90c30ac

import { ConcreteRequest } from 'relay-runtime';
export type DepositKind = "AMOUNT" | "PERCENT" | "%future added value";
export type OverdueDepositAction = "FLAG" | "RELEASE" | "%future added value";
export type PaymentTermsSource = "BUILT_IN" | "CUSTOMER" | "OU" | "%future added value";
export type PaymentTermsInput = {
  balanceDaysBefore?: number | null | undefined;
  depositDueDays?: number | null | undefined;
  depositKind?: DepositKind | null | undefined;
  depositValue?: string | null | undefined;
  graceDays?: number | null | undefined;
  idEntity?: string | null | undefined;
  overdueAction?: OverdueDepositAction | null | undefined;
};
export type useSetPaymentTermsMutation$variables = {
  data: PaymentTermsInput;
};
export type useSetPaymentTermsMutation$data = {
  readonly setPaymentTerms: {
    readonly balanceDaysBefore: number;
    readonly depositDueDays: number;
    readonly depositKind: DepositKind;
    readonly depositValue: string;
    readonly graceDays: number;
    readonly overdueAction: OverdueDepositAction;
    readonly source: PaymentTermsSource;
  };
};
export type useSetPaymentTermsMutation = {
  response: useSetPaymentTermsMutation$data;
  variables: useSetPaymentTermsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "data"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "data",
        "variableName": "data"
      }
    ],
    "concreteType": "PaymentTerms",
    "kind": "LinkedField",
    "name": "setPaymentTerms",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "source",
        "storageKey": null
      },
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetPaymentTermsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetPaymentTermsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fda239b9a40cc84e2c4673be75e56e949a9bcbacabb9f14ad0b4eb54b90c30ac",
    "metadata": {},
    "name": "useSetPaymentTermsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a22ef1b41d1ba17b7dfd521d9afd2d7a";

export default node;
