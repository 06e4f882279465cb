/**
 * @generated SignedSource<<61e21aaca865cbd47a7fad5220415eb6>>
 * @relayHash 84e6c3b456fc3e8945f3537df5592af5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb244cc4d4446f937a40691a9ce67d7b48168683e1ea0b309f46c4c8c2ff9480

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductNewRouteQuery } from './ProductNewRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductNewRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fb244cc4d4446f937a40691a9ce67d7b48168683e1ea0b309f46c4c8c2ff9480",
    "metadata": {},
    "name": "ProductNewRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
