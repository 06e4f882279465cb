/**
 * @generated SignedSource<<fc8da80585c9381ec4f2736c4891fee0>>
 * @relayHash c0d3af799b834503a959a11ae303ed64
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be4a37a349709ffbba88cc82fcb94be308d9416541dd750c8f4e9fa7d687809d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RateFeaturesListRouteQuery } from './RateFeaturesListRouteQuery.graphql';

const node: PreloadableConcreteRequest<RateFeaturesListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "be4a37a349709ffbba88cc82fcb94be308d9416541dd750c8f4e9fa7d687809d",
    "metadata": {},
    "name": "RateFeaturesListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
