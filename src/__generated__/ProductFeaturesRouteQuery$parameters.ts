/**
 * @generated SignedSource<<c2488f2ecfdd59ac409a3951e35ae737>>
 * @relayHash f76ad4b490c54d7c3e16b0a9ab48b80d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a6a4637d1d82600b7991e40899083ca4adf5c717a6ec237d4cfe0df2c222f6c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductFeaturesRouteQuery } from './ProductFeaturesRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductFeaturesRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5a6a4637d1d82600b7991e40899083ca4adf5c717a6ec237d4cfe0df2c222f6c",
    "metadata": {},
    "name": "ProductFeaturesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
