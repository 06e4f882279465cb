/**
 * @generated SignedSource<<18b1015d643793baccdf20822fc19328>>
 * @relayHash 87268fe95c2def824fabf87010791d64
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 31b5493e28ada7a4b6050fd12e29d2399793066b3d5b97497c893d7fe7c8e478

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RateSubfeatureFormRouteQuery } from './RateSubfeatureFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<RateSubfeatureFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "31b5493e28ada7a4b6050fd12e29d2399793066b3d5b97497c893d7fe7c8e478",
    "metadata": {},
    "name": "RateSubfeatureFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
