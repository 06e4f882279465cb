/**
 * @generated SignedSource<<3dfa7664c5faae49f49ac83cf5b87cb8>>
 * @relayHash 2a09b569d523d126265d393bccc5d5e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a0a868b88b5e73ed103aa8f80123be1ea4787b72cc81de2a4365ef7071bef7d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EntityFormRouteQuery } from './EntityFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<EntityFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1a0a868b88b5e73ed103aa8f80123be1ea4787b72cc81de2a4365ef7071bef7d",
    "metadata": {},
    "name": "EntityFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
