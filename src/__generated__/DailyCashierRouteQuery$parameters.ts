/**
 * @generated SignedSource<<21824d93f771577d5e0f1ed2a4426abf>>
 * @relayHash e84967a012ba6cc0c9a980693e149335
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a85fbf57d6305a6eacb6e797a09d80f2af3071bfc734dfc2c6398060af1a985

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DailyCashierRouteQuery } from './DailyCashierRouteQuery.graphql';

const node: PreloadableConcreteRequest<DailyCashierRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3a85fbf57d6305a6eacb6e797a09d80f2af3071bfc734dfc2c6398060af1a985",
    "metadata": {},
    "name": "DailyCashierRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
