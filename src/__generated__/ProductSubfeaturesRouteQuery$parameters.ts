/**
 * @generated SignedSource<<2c6b3b389de9c4763954a3fcc6eef83a>>
 * @relayHash 5a1a973222887b287b0171b656092a6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f8f6c85f78fc6c0ee7ae8126bd6fb2e6e2ff576e8d770ecbec74d2c191f1441

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductSubfeaturesRouteQuery } from './ProductSubfeaturesRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductSubfeaturesRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8f8f6c85f78fc6c0ee7ae8126bd6fb2e6e2ff576e8d770ecbec74d2c191f1441",
    "metadata": {},
    "name": "ProductSubfeaturesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
