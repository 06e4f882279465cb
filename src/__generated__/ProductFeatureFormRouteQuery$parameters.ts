/**
 * @generated SignedSource<<adab322ea8750e83641c9e0a311d361f>>
 * @relayHash 5f55093e39b2d5ccfaaac4c2a941ae04
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7f01bdfcf64824723f6a85e01edca9e435811d2cdab67ecd993cdb359dc61a88

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductFeatureFormRouteQuery } from './ProductFeatureFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductFeatureFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7f01bdfcf64824723f6a85e01edca9e435811d2cdab67ecd993cdb359dc61a88",
    "metadata": {},
    "name": "ProductFeatureFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
