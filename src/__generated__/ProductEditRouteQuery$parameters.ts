/**
 * @generated SignedSource<<318f99b6c570153f244b68b65d30c7bb>>
 * @relayHash fe7b95beeb86ad87fe8998cf78cebf85
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1159ed41111a04fdd565eba4bc025f9bdde8c8152409fdadc1c789382899c5be

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductEditRouteQuery } from './ProductEditRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductEditRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1159ed41111a04fdd565eba4bc025f9bdde8c8152409fdadc1c789382899c5be",
    "metadata": {},
    "name": "ProductEditRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
