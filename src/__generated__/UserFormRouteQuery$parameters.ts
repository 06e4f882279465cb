/**
 * @generated SignedSource<<390cf469534c558915f3bde2fd6decba>>
 * @relayHash 413ed2bd63525b2aa9d9fc8d7734f0d0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 26a1a295e44c7272a05ad5b2a21fb7e7b95275268a702555078c31d313eb7aa8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserFormRouteQuery } from './UserFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<UserFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "26a1a295e44c7272a05ad5b2a21fb7e7b95275268a702555078c31d313eb7aa8",
    "metadata": {},
    "name": "UserFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
