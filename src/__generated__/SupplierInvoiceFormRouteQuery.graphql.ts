/**
 * @generated SignedSource<<58b556d9bc1b8bf681ddd1d7b7e42c20>>
 * @relayHash a7dd20f9f8f6adb3afb99bf72aee7a1f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea7b0b68d2b708abc86fcf77034bcd14475753c99c44f318b89b20a66f929610

import { ConcreteRequest } from 'relay-runtime';
export type SupplierInvoiceFormRouteQuery$variables = Record<PropertyKey, never>;
export type SupplierInvoiceFormRouteQuery$data = {
  readonly currencies: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
  }>;
};
export type SupplierInvoiceFormRouteQuery = {
  response: SupplierInvoiceFormRouteQuery$data;
  variables: SupplierInvoiceFormRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SupplierInvoiceFormRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SupplierInvoiceFormRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ea7b0b68d2b708abc86fcf77034bcd14475753c99c44f318b89b20a66f929610",
    "metadata": {},
    "name": "SupplierInvoiceFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b94749ce258ee1582f47cbc250e63bad";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
