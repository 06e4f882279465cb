/**
 * @generated SignedSource<<7ea7c6783786ffe7592b41c6005abe77>>
 * @relayHash a26d3a4bffdfe3d3b17ec6ee7a5a665d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 257e39bc1bbf205973ed564dc5e1f9f50744416537273480bc72935f1ac8393c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductCategoriesListRouteQuery } from './ProductCategoriesListRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductCategoriesListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "257e39bc1bbf205973ed564dc5e1f9f50744416537273480bc72935f1ac8393c",
    "metadata": {},
    "name": "ProductCategoriesListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
