/**
 * @generated SignedSource<<d5d20def0a5e9baf9c01f627579652f0>>
 * @relayHash 32110f3f5e389cab825f228176dc2051
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d49f0f7ceb7a8bedba18e023e402fdf4cc175be2386c75e8789690d267feed8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductCategoryFormRouteQuery } from './ProductCategoryFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductCategoryFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4d49f0f7ceb7a8bedba18e023e402fdf4cc175be2386c75e8789690d267feed8",
    "metadata": {},
    "name": "ProductCategoryFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
