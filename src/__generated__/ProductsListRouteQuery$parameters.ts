/**
 * @generated SignedSource<<37a665dc5a6e414b7595d16abe254966>>
 * @relayHash b2948b12d0cac3aa52a1b964b38bb863
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 97276aeee1dcf673e4652b33b35270395af760b5e1321b1eacb6b1edf8a4e593

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductsListRouteQuery } from './ProductsListRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductsListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "97276aeee1dcf673e4652b33b35270395af760b5e1321b1eacb6b1edf8a4e593",
    "metadata": {},
    "name": "ProductsListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
