/**
 * @generated SignedSource<<c7a22bda627b16fcb5a7d4a73c7e93ac>>
 * @relayHash cca701e48afc54a517340ccc770068bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 42d29fcb2cc8dd4d4dd4d4d67a4a4b98fc4d3928c0138d3b3eabde255f0de18e

import { ConcreteRequest } from 'relay-runtime';
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
export type QuickCustomerInput = {
  email?: string | null | undefined;
  idCountry?: string | null | undefined;
  idIdentityDocumentType?: string | null | undefined;
  identityDocumentNumber?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
};
export type QuickCustomerDialogMutation$variables = {
  data: QuickCustomerInput;
};
export type QuickCustomerDialogMutation$data = {
  readonly createQuickCustomer: {
    readonly commercialName: string;
    readonly id: string;
    readonly idEntity: string;
    readonly idStatus: Status;
    readonly missingFields: ReadonlyArray<string>;
    readonly name: string;
    readonly toComplete: boolean;
  };
};
export type QuickCustomerDialogMutation = {
  response: QuickCustomerDialogMutation$data;
  variables: QuickCustomerDialogMutation$variables;
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
    "concreteType": "Entity",
    "kind": "LinkedField",
    "name": "createQuickCustomer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "idEntity",
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
        "kind": "ScalarField",
        "name": "commercialName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "idStatus",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "toComplete",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "missingFields",
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
    "name": "QuickCustomerDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuickCustomerDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "42d29fcb2cc8dd4d4dd4d4d67a4a4b98fc4d3928c0138d3b3eabde255f0de18e",
    "metadata": {},
    "name": "QuickCustomerDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "28e7eaefaa72d87f24f717fe987ea07e";

export default node;
