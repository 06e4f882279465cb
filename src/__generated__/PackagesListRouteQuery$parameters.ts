/**
 * @generated SignedSource<<960371e98e2d764b6c009843373d567a>>
 * @relayHash 66c3cc7ca50526b3f57126c0dba1a52b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 73ea62006e045bf27ebbbe7ca9b99255d6a4aff2bbe2bc723b346f19cca0e175

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PackagesListRouteQuery } from './PackagesListRouteQuery.graphql';

const node: PreloadableConcreteRequest<PackagesListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "73ea62006e045bf27ebbbe7ca9b99255d6a4aff2bbe2bc723b346f19cca0e175",
    "metadata": {},
    "name": "PackagesListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
