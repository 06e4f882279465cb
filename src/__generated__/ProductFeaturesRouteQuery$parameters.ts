/**
 * @generated SignedSource<<add32bfdc2eff5e7ca58cb41288b7996>>
 * @relayHash 95aa0e71a5f7ae6f9ebfbd84e4ce0817
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b992198b1a48b8e2ed0ab375aa3d96d970ce0acf9cb796466639968d9c9201ad

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductFeaturesRouteQuery } from './ProductFeaturesRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductFeaturesRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b992198b1a48b8e2ed0ab375aa3d96d970ce0acf9cb796466639968d9c9201ad",
    "metadata": {},
    "name": "ProductFeaturesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
