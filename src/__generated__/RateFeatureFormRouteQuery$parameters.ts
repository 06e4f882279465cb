/**
 * @generated SignedSource<<f02a4b21e64c2ca83f46798bfef733c3>>
 * @relayHash 99192d0af9b482b34b6b05ccb258bea8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 80b08087cb3b5141ad10378a3c0f7f6782d1b9390f6dcb9856281ef432e2d3a7

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RateFeatureFormRouteQuery } from './RateFeatureFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<RateFeatureFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "80b08087cb3b5141ad10378a3c0f7f6782d1b9390f6dcb9856281ef432e2d3a7",
    "metadata": {},
    "name": "RateFeatureFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
