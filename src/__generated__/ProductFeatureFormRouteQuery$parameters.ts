/**
 * @generated SignedSource<<2235c081349d92c1b06460f44193c137>>
 * @relayHash 393b9bd3153b4fc2fd0b74a94cb03fc6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e38d382dc8d952786b8f199a45b264c5132af1ffd59c0b41b88078672b30796e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductFeatureFormRouteQuery } from './ProductFeatureFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductFeatureFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e38d382dc8d952786b8f199a45b264c5132af1ffd59c0b41b88078672b30796e",
    "metadata": {},
    "name": "ProductFeatureFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
