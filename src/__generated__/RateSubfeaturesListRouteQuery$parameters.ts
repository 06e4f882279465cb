/**
 * @generated SignedSource<<cb280e0a598340506550134bc76a1100>>
 * @relayHash 214dd1194e48f0ab1bb820ea8b2bb120
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6a13920c9cafae95152bda9f9dce048bd649cca77deb750d8a3b76e8b7ccdd94

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RateSubfeaturesListRouteQuery } from './RateSubfeaturesListRouteQuery.graphql';

const node: PreloadableConcreteRequest<RateSubfeaturesListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6a13920c9cafae95152bda9f9dce048bd649cca77deb750d8a3b76e8b7ccdd94",
    "metadata": {},
    "name": "RateSubfeaturesListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
