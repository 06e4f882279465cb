/**
 * @generated SignedSource<<bd88b6948b40948eb54e352d2385c83d>>
 * @relayHash f53b78b95cc5365324454ec3e535bf5e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c8af4037f768f05e369c5824e07f392fa8790bb77b830033a5dd683684f7c476

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductInstancesRouteQuery } from './ProductInstancesRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductInstancesRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c8af4037f768f05e369c5824e07f392fa8790bb77b830033a5dd683684f7c476",
    "metadata": {},
    "name": "ProductInstancesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
