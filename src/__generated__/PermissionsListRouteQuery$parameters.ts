/**
 * @generated SignedSource<<5e5bd2de343d40c0392e680e07c7b85c>>
 * @relayHash 879eda16a609726ffd50d053a9545d5d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 14924734f353799e1c03fe88476fa46d76ff77eba2913f15b8b24a01e3dc9aa3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PermissionsListRouteQuery } from './PermissionsListRouteQuery.graphql';

const node: PreloadableConcreteRequest<PermissionsListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "14924734f353799e1c03fe88476fa46d76ff77eba2913f15b8b24a01e3dc9aa3",
    "metadata": {},
    "name": "PermissionsListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
