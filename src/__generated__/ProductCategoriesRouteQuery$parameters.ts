/**
 * @generated SignedSource<<82574dcabb0f0faf7f77650ab94171b3>>
 * @relayHash a3d6f58d7f87da4c7281e05afe7eb8ab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 81f518ea3b19fb997ddfcedea8937a0ebc83c8bb1622a6543d1a0830e3b5e39a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductCategoriesRouteQuery } from './ProductCategoriesRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductCategoriesRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "81f518ea3b19fb997ddfcedea8937a0ebc83c8bb1622a6543d1a0830e3b5e39a",
    "metadata": {},
    "name": "ProductCategoriesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
