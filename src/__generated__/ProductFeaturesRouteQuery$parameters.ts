/**
 * @generated SignedSource<<de4d4b262fb2ab98b709e3a1db6264bc>>
 * @relayHash aedee9cbebf19f5d5e6853383678247e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 96f81276a22810954c5ff855bc2d9510d38bad5f342180c64df7d702f4f6bea3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductFeaturesRouteQuery } from './ProductFeaturesRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductFeaturesRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "96f81276a22810954c5ff855bc2d9510d38bad5f342180c64df7d702f4f6bea3",
    "metadata": {},
    "name": "ProductFeaturesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
