/**
 * @generated SignedSource<<917305a5269c84b5349bb3b002e37632>>
 * @relayHash 09cf20f01a86ad2a04c6f7f5865f8cc1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7822f952867283264eb6de9c239bac0908fad5018eebc6b9badb036e26a90286

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EntitiesListRouteQuery } from './EntitiesListRouteQuery.graphql';

const node: PreloadableConcreteRequest<EntitiesListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7822f952867283264eb6de9c239bac0908fad5018eebc6b9badb036e26a90286",
    "metadata": {},
    "name": "EntitiesListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
