/**
 * @generated SignedSource<<ffd9018d9d467da1a025e6999d2634af>>
 * @relayHash 09fc32d4f91b01a63b0136f079ee8cef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de8e25aa8f9f73db8f1864751b3c89c7e8008559a929117b0ed142ca9f088592

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EntityFormRouteQuery } from './EntityFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<EntityFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "de8e25aa8f9f73db8f1864751b3c89c7e8008559a929117b0ed142ca9f088592",
    "metadata": {},
    "name": "EntityFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
