/**
 * @generated SignedSource<<992223b677e93e9b43b53c37e3a7a3c5>>
 * @relayHash 7240312712a9a5b83b2f16d43662ec85
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 748b1df0392255d0bcfe44ee5c71a59c241d9db08f557c665828d0a24d8aaa5e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductIdentificationsRouteQuery } from './ProductIdentificationsRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductIdentificationsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "748b1df0392255d0bcfe44ee5c71a59c241d9db08f557c665828d0a24d8aaa5e",
    "metadata": {},
    "name": "ProductIdentificationsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
