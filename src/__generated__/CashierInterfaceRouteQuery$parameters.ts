/**
 * @generated SignedSource<<662fcaa8c491d361db5154a0ed8d4dcb>>
 * @relayHash 2256fffe560a529faa224c4e586e3947
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b6064f0624bab9e49bf781c312364183e62177b26f616f11b2e0cc29c57e02f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CashierInterfaceRouteQuery } from './CashierInterfaceRouteQuery.graphql';

const node: PreloadableConcreteRequest<CashierInterfaceRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7b6064f0624bab9e49bf781c312364183e62177b26f616f11b2e0cc29c57e02f",
    "metadata": {},
    "name": "CashierInterfaceRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
