/**
 * @generated SignedSource<<a43ba864c24cbaa0cdbd054d6593d7cf>>
 * @relayHash 40e8251f4fcdec32e0c648acd0c2bc0d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93814b0afaafe3e4dc1ccdd473db044693579c36af99484965610f31b6a9ba2a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { GeneralParameterFormRouteQuery } from './GeneralParameterFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<GeneralParameterFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "93814b0afaafe3e4dc1ccdd473db044693579c36af99484965610f31b6a9ba2a",
    "metadata": {},
    "name": "GeneralParameterFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
