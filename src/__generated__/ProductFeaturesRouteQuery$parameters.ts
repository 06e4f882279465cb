/**
 * @generated SignedSource<<c4a4a302a8f031ad82fb1364ce12091c>>
 * @relayHash 0da186a4ba9c53f3ae170ae18e04c263
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 62d609d5da1a2695ad786416114c7c91f052b37b936af94612d4cee4e9e7178b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductFeaturesRouteQuery } from './ProductFeaturesRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductFeaturesRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "62d609d5da1a2695ad786416114c7c91f052b37b936af94612d4cee4e9e7178b",
    "metadata": {},
    "name": "ProductFeaturesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
