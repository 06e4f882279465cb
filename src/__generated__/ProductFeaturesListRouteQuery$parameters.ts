/**
 * @generated SignedSource<<3e4ba27bd887956e8d876b264d59fed0>>
 * @relayHash d4a87eade52733c401e9463a7788ac7d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f8f2ac1eb7220fb0fda706ffffd1b3c26fd8db300e717f5057d1e83697dc8f0c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductFeaturesListRouteQuery } from './ProductFeaturesListRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductFeaturesListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f8f2ac1eb7220fb0fda706ffffd1b3c26fd8db300e717f5057d1e83697dc8f0c",
    "metadata": {},
    "name": "ProductFeaturesListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
