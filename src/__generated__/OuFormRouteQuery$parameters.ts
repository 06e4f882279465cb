/**
 * @generated SignedSource<<cdc79a9b0657251d30385ff08c7eebc1>>
 * @relayHash 034c80782e4fe03068c776d8f53400ac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6ba26da1abd90280c7077d28e3183004bc03c9f48db652fb0367908150a7794b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OuFormRouteQuery } from './OuFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<OuFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6ba26da1abd90280c7077d28e3183004bc03c9f48db652fb0367908150a7794b",
    "metadata": {},
    "name": "OuFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
