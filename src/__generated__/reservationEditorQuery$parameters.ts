/**
 * @generated SignedSource<<7f03526fcb8c4157eeb5de7929d96567>>
 * @relayHash 87f69a893b4a744df1f096fb76174268
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8da9fc85346466e778329098e367a314c8e92c11ba4ee9d4f4ff60852f0b4d3c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { reservationEditorQuery } from './reservationEditorQuery.graphql';

const node: PreloadableConcreteRequest<reservationEditorQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8da9fc85346466e778329098e367a314c8e92c11ba4ee9d4f4ff60852f0b4d3c",
    "metadata": {},
    "name": "reservationEditorQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
