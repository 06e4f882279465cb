/**
 * @generated SignedSource<<0cae4300c5bc51c87e3678da3cdfd003>>
 * @relayHash 0287b9cbbea5084b441a6f7709dd7dc7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 82624039864113c885e5b6d417adc16db7bd4e36a5f046d7702f6d10431f1f87

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductEditRouteQuery } from './ProductEditRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductEditRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "82624039864113c885e5b6d417adc16db7bd4e36a5f046d7702f6d10431f1f87",
    "metadata": {},
    "name": "ProductEditRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
