/**
 * @generated SignedSource<<44eb7656bf5a1e00843a7cdc25c06d24>>
 * @relayHash bb38a0b5f754e7d6148a09aba5973fcb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cd20ea6ca05edfb82f7bf6b5be9dfa4bc9c9c2449b3e0b774788f823bc70ba52

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UsersListRouteQuery } from './UsersListRouteQuery.graphql';

const node: PreloadableConcreteRequest<UsersListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cd20ea6ca05edfb82f7bf6b5be9dfa4bc9c9c2449b3e0b774788f823bc70ba52",
    "metadata": {},
    "name": "UsersListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
