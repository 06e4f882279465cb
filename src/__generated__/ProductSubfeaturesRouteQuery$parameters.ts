/**
 * @generated SignedSource<<7a25b413d8d5ed293ab7f92e6e320074>>
 * @relayHash 74f0697a43f678b02aebfbac5a2a0e58
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c2f64e5a22c3d43f5e737bae55b759927723401b01820de7d7e6c5511a4be457

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductSubfeaturesRouteQuery } from './ProductSubfeaturesRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductSubfeaturesRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c2f64e5a22c3d43f5e737bae55b759927723401b01820de7d7e6c5511a4be457",
    "metadata": {},
    "name": "ProductSubfeaturesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
