/**
 * @generated SignedSource<<65891975acadb30137efde03ae8720ff>>
 * @relayHash 3f9eefc72948dda70ebb113bd1ce4fb8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63500680dbb3a8314be9a35bc7630f43f2b3b72107c85cd75e2f74273c534eb6

import { ConcreteRequest } from 'relay-runtime';
export type ExpectedCostStatus = "EXPECTED" | "FEE" | "REMOVED" | "%future added value";
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type ExpectedCostSearchInput = {
  idSupplier?: string | null | undefined;
  skip?: number | null | undefined;
  sortBy?: string | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  take?: number | null | undefined;
  text?: string | null | undefined;
  uninvoiced?: boolean | null | undefined;
};
export type InvoiceServicesQuery$variables = {
  input: ExpectedCostSearchInput;
};
export type InvoiceServicesQuery$data = {
  readonly searchExpectedCosts: {
    readonly data: ReadonlyArray<{
      readonly amount: string;
      readonly currency: {
        readonly code: string;
        readonly idGeneralParameterValue: string;
      } | null | undefined;
      readonly idReservationItem: string;
      readonly productName: string;
      readonly reservationCode: string;
      readonly serviceDate: string;
      readonly status: ExpectedCostStatus;
    }>;
  };
};
export type InvoiceServicesQuery = {
  response: InvoiceServicesQuery$data;
  variables: InvoiceServicesQuery$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ExpectedCostPage",
    "kind": "LinkedField",
    "name": "searchExpectedCosts",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ExpectedCost",
        "kind": "LinkedField",
        "name": "data",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idReservationItem",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reservationCode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "productName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "serviceDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amount",
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
            "concreteType": "GeneralParameterValue",
            "kind": "LinkedField",
            "name": "currency",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idGeneralParameterValue",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "InvoiceServicesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvoiceServicesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "63500680dbb3a8314be9a35bc7630f43f2b3b72107c85cd75e2f74273c534eb6",
    "metadata": {},
    "name": "InvoiceServicesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fd4df95f0c3f2a92f22e15036b2a6c00";

export default node;
