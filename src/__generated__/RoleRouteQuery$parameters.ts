/**
 * @generated SignedSource<<a2939dda64474c7da10ba864b7368839>>
 * @relayHash 10bbebc0d9982e909190b01eccb2af55
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 256f5f3e592ead59783bace18c376874a93e934808d82243e07c22785a2f9d77

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RoleRouteQuery } from './RoleRouteQuery.graphql';

const node: PreloadableConcreteRequest<RoleRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "256f5f3e592ead59783bace18c376874a93e934808d82243e07c22785a2f9d77",
    "metadata": {},
    "name": "RoleRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
