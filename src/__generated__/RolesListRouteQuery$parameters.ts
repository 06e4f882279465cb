/**
 * @generated SignedSource<<9e524a12c872aac5bc9e3939c9944383>>
 * @relayHash f1f86dd3a0f29c88ac48ce09978a5008
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 489b0bc240cfb30e538709d2b275fd763e497872e60e7b085d1e1c4e3179afc8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RolesListRouteQuery } from './RolesListRouteQuery.graphql';

const node: PreloadableConcreteRequest<RolesListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "489b0bc240cfb30e538709d2b275fd763e497872e60e7b085d1e1c4e3179afc8",
    "metadata": {},
    "name": "RolesListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
