/**
 * @generated SignedSource<<38d81d7c8d7c9b76277cc16f7c6b7e50>>
 * @relayHash bbd9d4ca3662798011dcccc27b153076
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c261d149097ff8fdb77bea3a09bd49f756036ce23f3eda602d5ac2e5d3700211

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ExchangeRateFormRouteQuery } from './ExchangeRateFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<ExchangeRateFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c261d149097ff8fdb77bea3a09bd49f756036ce23f3eda602d5ac2e5d3700211",
    "metadata": {},
    "name": "ExchangeRateFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
