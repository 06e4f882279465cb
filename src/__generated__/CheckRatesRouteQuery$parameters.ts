/**
 * @generated SignedSource<<664ae04fb8138482fe56fdb52395c3ee>>
 * @relayHash 60147a51e11b3902aa17a91a369c4f47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 06ce08c445ca3ad636511731f837992c0e891dc608efa5cac389c3868e8baa6c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CheckRatesRouteQuery } from './CheckRatesRouteQuery.graphql';

const node: PreloadableConcreteRequest<CheckRatesRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "06ce08c445ca3ad636511731f837992c0e891dc608efa5cac389c3868e8baa6c",
    "metadata": {},
    "name": "CheckRatesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
