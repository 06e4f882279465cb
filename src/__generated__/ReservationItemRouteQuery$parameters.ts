/**
 * @generated SignedSource<<a50b1a6cf9346eef50050d07b8b9ec87>>
 * @relayHash e822dddca7ee4856f0aeedd004111742
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8438cd4caa4a230a5aa9b6ba2ec524fb26a55f92fd693c4ae27672efa0b8ead0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ReservationItemRouteQuery } from './ReservationItemRouteQuery.graphql';

const node: PreloadableConcreteRequest<ReservationItemRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8438cd4caa4a230a5aa9b6ba2ec524fb26a55f92fd693c4ae27672efa0b8ead0",
    "metadata": {},
    "name": "ReservationItemRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
