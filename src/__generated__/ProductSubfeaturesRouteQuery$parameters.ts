/**
 * @generated SignedSource<<bbeeb12bfd0f25b7ef0c96932208bc26>>
 * @relayHash 382f6506b6a287d0f11dc4dcddc8c750
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6a20ad7ec080c4daf0e3949eb862f4da9bf0a0190ab9414c00bc66d74f9c1c8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductSubfeaturesRouteQuery } from './ProductSubfeaturesRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductSubfeaturesRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a6a20ad7ec080c4daf0e3949eb862f4da9bf0a0190ab9414c00bc66d74f9c1c8",
    "metadata": {},
    "name": "ProductSubfeaturesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
