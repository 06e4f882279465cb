/**
 * @generated SignedSource<<cc4dafeff33057f459024c2d5022282c>>
 * @relayHash 5beeae6cc33dd7fbcf14c42dcefd30ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 10db92c2ec86e446448a89430082eea0c6aa6f2c7cc71de50a7e0307b98fc4b0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SupplierInvoiceFormRouteQuery$variables = Record<PropertyKey, never>;
export type SupplierInvoiceFormRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SupplierInvoiceForm_currencies">;
};
export type SupplierInvoiceFormRouteQuery = {
  response: SupplierInvoiceFormRouteQuery$data;
  variables: SupplierInvoiceFormRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SupplierInvoiceFormRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SupplierInvoiceForm_currencies"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SupplierInvoiceFormRouteQuery",
    "selections": [
      {
        "alias": "currencies",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "CURRENCY"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
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
        "storageKey": "getGeneralParameterValues(code:\"CURRENCY\")"
      }
    ]
  },
  "params": {
    "id": "10db92c2ec86e446448a89430082eea0c6aa6f2c7cc71de50a7e0307b98fc4b0",
    "metadata": {},
    "name": "SupplierInvoiceFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "805c6be6745c854e8e00a32b6b458518";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
