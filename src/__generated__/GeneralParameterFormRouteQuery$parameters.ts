/**
 * @generated SignedSource<<181067c3c6248fc61e7fa495e2185ee3>>
 * @relayHash 5d8008fca913b1507b9a94e74fd5638f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c52e9c7d7dce0d792f15d5c14553173c21cc88b89171b1828bb624c98c24486

import { PreloadableConcreteRequest } from 'relay-runtime';
import { GeneralParameterFormRouteQuery } from './GeneralParameterFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<GeneralParameterFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2c52e9c7d7dce0d792f15d5c14553173c21cc88b89171b1828bb624c98c24486",
    "metadata": {},
    "name": "GeneralParameterFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
