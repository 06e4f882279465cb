/**
 * @generated SignedSource<<06d0bc4f9f2c1c2d35fc79fd55a7164e>>
 * @relayHash 1e4c443bb0c0b3ba10775a9c5c47e30b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 39c36091cad8e040831f2fb9eb1b05850ffd049b7c1fa4fab68e13ee12eb2f2f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AuditHistoryDialogQuery } from './AuditHistoryDialogQuery.graphql';

const node: PreloadableConcreteRequest<AuditHistoryDialogQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "39c36091cad8e040831f2fb9eb1b05850ffd049b7c1fa4fab68e13ee12eb2f2f",
    "metadata": {},
    "name": "AuditHistoryDialogQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
