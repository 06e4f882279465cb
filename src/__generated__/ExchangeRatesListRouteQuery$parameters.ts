/**
 * @generated SignedSource<<4daa7e9c20e1eaa2d3d8a7f0e391a92d>>
 * @relayHash 062260314405d5ac151249e2b6dce300
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9fb91dc419f75821e9329a2aa3bfb1e302dab73fb558d75cd1e8e1c4a4a13912

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ExchangeRatesListRouteQuery } from './ExchangeRatesListRouteQuery.graphql';

const node: PreloadableConcreteRequest<ExchangeRatesListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9fb91dc419f75821e9329a2aa3bfb1e302dab73fb558d75cd1e8e1c4a4a13912",
    "metadata": {},
    "name": "ExchangeRatesListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
