/**
 * @generated SignedSource<<8dd31b109f18a934357f79a3b89bc2d5>>
 * @relayHash 95049ff487d1390f2478fc01d67dc61a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5389f007551f220c470c580d9739591fd3aa2b15deb14bb22641197dff1cef81

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductCategoryFormRouteQuery } from './ProductCategoryFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductCategoryFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5389f007551f220c470c580d9739591fd3aa2b15deb14bb22641197dff1cef81",
    "metadata": {},
    "name": "ProductCategoryFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
