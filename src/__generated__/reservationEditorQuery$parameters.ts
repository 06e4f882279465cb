/**
 * @generated SignedSource<<8b8ae4b71ce7af3e44f17377011d6fd4>>
 * @relayHash 7fd28141bc0df6097ea5fa1497a8d346
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6f4f34d9a0d98baf67b0dd88a8df05b45c6d12c22a0f23fa3f5fc8e39f99e25

import { PreloadableConcreteRequest } from 'relay-runtime';
import { reservationEditorQuery } from './reservationEditorQuery.graphql';

const node: PreloadableConcreteRequest<reservationEditorQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a6f4f34d9a0d98baf67b0dd88a8df05b45c6d12c22a0f23fa3f5fc8e39f99e25",
    "metadata": {},
    "name": "reservationEditorQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
