/**
 * @generated SignedSource<<5c48d635b47e69b18d47739ac319e42c>>
 * @relayHash a85afb8009af385c624cabc2f69b8de7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9ed9446bdc4638b7000b06652bc0405cee2c8dbe8574f44a5afbeedfc37d1411

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductInstancesRouteQuery } from './ProductInstancesRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductInstancesRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9ed9446bdc4638b7000b06652bc0405cee2c8dbe8574f44a5afbeedfc37d1411",
    "metadata": {},
    "name": "ProductInstancesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
