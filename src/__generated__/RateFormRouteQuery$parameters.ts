/**
 * @generated SignedSource<<9814680719e038d0c0a6a68a4eb27220>>
 * @relayHash 1300103c64c88f6d25a4e2c03629d09f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6441e314ff3a008ce0086a8c87c0742b7669bc594b31035c1b0e73884fdb7b55

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RateFormRouteQuery } from './RateFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<RateFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6441e314ff3a008ce0086a8c87c0742b7669bc594b31035c1b0e73884fdb7b55",
    "metadata": {},
    "name": "RateFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
