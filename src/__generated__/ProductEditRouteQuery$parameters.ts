/**
 * @generated SignedSource<<844fb3d3925e95c0ade3e830e1ae05df>>
 * @relayHash 76e3ed987508462926f65080afc37524
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd38e9340e4b9ca054454ddd5560b1c9f312a5b31378592186b6545b2f4fd9bb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductEditRouteQuery } from './ProductEditRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductEditRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fd38e9340e4b9ca054454ddd5560b1c9f312a5b31378592186b6545b2f4fd9bb",
    "metadata": {},
    "name": "ProductEditRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
