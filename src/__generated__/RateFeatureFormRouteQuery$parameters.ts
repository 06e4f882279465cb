/**
 * @generated SignedSource<<6cb7f394bc8b261c234811106e08eda8>>
 * @relayHash 69544c3029b56ad9dd218e7c788c182b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b9ae9ca66d9fc142bde6f368bb99eb2d1badab8e97b287afd9711e44578d77e9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RateFeatureFormRouteQuery } from './RateFeatureFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<RateFeatureFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b9ae9ca66d9fc142bde6f368bb99eb2d1badab8e97b287afd9711e44578d77e9",
    "metadata": {},
    "name": "RateFeatureFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
