/**
 * @generated SignedSource<<198c083674ff6ce7053cf7c213fc45df>>
 * @relayHash 3cc8a948d36c619ed18e7316482bcbac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f70486129d145dc4cdcd11460bc5c7eb5a88760a6114163a6a50170b93ad902

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductSubfeaturesRouteQuery } from './ProductSubfeaturesRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductSubfeaturesRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5f70486129d145dc4cdcd11460bc5c7eb5a88760a6114163a6a50170b93ad902",
    "metadata": {},
    "name": "ProductSubfeaturesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
