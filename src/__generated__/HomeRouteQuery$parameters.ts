/**
 * @generated SignedSource<<b91df12431782163fbf2590529b2b02a>>
 * @relayHash d3fccce82b45d14bb2eb586bab3e83a3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f1194bccacea439820a5c15c0e5a19e2fc209ef3e0ede64283d35fdcfc9c68e7

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HomeRouteQuery } from './HomeRouteQuery.graphql';

const node: PreloadableConcreteRequest<HomeRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f1194bccacea439820a5c15c0e5a19e2fc209ef3e0ede64283d35fdcfc9c68e7",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
