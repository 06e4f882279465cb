/**
 * @generated SignedSource<<8a5302736613f4ddd00bb085152e81ed>>
 * @relayHash a7dd20f9f8f6adb3afb99bf72aee7a1f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea7b0b68d2b708abc86fcf77034bcd14475753c99c44f318b89b20a66f929610

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SupplierInvoiceFormRouteQuery } from './SupplierInvoiceFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<SupplierInvoiceFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ea7b0b68d2b708abc86fcf77034bcd14475753c99c44f318b89b20a66f929610",
    "metadata": {},
    "name": "SupplierInvoiceFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
