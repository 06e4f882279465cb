/**
 * @generated SignedSource<<e2654de9aa0625476f05371c1e1bf05a>>
 * @relayHash 5beeae6cc33dd7fbcf14c42dcefd30ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 10db92c2ec86e446448a89430082eea0c6aa6f2c7cc71de50a7e0307b98fc4b0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SupplierInvoiceFormRouteQuery } from './SupplierInvoiceFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<SupplierInvoiceFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "10db92c2ec86e446448a89430082eea0c6aa6f2c7cc71de50a7e0307b98fc4b0",
    "metadata": {},
    "name": "SupplierInvoiceFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
