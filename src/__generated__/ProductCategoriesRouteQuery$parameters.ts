/**
 * @generated SignedSource<<8546d4649e64d486abbdf9d02a919c88>>
 * @relayHash a585e5d7d5d741e15bd3f3afc7d6b4b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ea1a2b3459ed061a1d05af88455bc610474fc8f13919adf6f7947dfe7eed19e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductCategoriesRouteQuery } from './ProductCategoriesRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductCategoriesRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4ea1a2b3459ed061a1d05af88455bc610474fc8f13919adf6f7947dfe7eed19e",
    "metadata": {},
    "name": "ProductCategoriesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
