/**
 * @generated SignedSource<<0ed0c80d59e3436202d1ac7f1004e43a>>
 * @relayHash dc38e6755e7912aa20ae6f8c3757797e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 52d48dc81d74167c85cdef693d9d087150bee6f079a8a21066fc894868a7027f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EntityFormRouteQuery } from './EntityFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<EntityFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "52d48dc81d74167c85cdef693d9d087150bee6f079a8a21066fc894868a7027f",
    "metadata": {},
    "name": "EntityFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
