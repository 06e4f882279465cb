/**
 * @generated SignedSource<<ff2ca35b2b925387cdb52754bb082e8e>>
 * @relayHash 46ecc53140a63edb6be3e4a217ae21cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df230acbd0a10d1f53da2fa270af259aa6f43a07f392f01f7373588e1715e5c3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CheckRatesRouteResultsQuery } from './CheckRatesRouteResultsQuery.graphql';

const node: PreloadableConcreteRequest<CheckRatesRouteResultsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "df230acbd0a10d1f53da2fa270af259aa6f43a07f392f01f7373588e1715e5c3",
    "metadata": {},
    "name": "CheckRatesRouteResultsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
