/**
 * @generated SignedSource<<e0c4f50a203ad22c7b8c5d81b3527d55>>
 * @relayHash 47940ab727e59c3f780b1e967738c73b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df3589350db1f00fbe88c3e058297a31fe8766401d01752ee9f97b7111406038

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SupplierInvoiceRouteQuery } from './SupplierInvoiceRouteQuery.graphql';

const node: PreloadableConcreteRequest<SupplierInvoiceRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "df3589350db1f00fbe88c3e058297a31fe8766401d01752ee9f97b7111406038",
    "metadata": {},
    "name": "SupplierInvoiceRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
