/**
 * @generated SignedSource<<4697cf54a1049878dbdaaad6f15d7afe>>
 * @relayHash 501de64a8ba500be6c0cd577308332a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 859a91337a61b40e3ed6df67aa4810cab56985d5a013e0f0b92410214b3a3e08

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RatesListRouteQuery } from './RatesListRouteQuery.graphql';

const node: PreloadableConcreteRequest<RatesListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "859a91337a61b40e3ed6df67aa4810cab56985d5a013e0f0b92410214b3a3e08",
    "metadata": {},
    "name": "RatesListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
