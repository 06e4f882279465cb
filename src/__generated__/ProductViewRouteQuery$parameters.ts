/**
 * @generated SignedSource<<8b2b97723548d1078317ddceabf91468>>
 * @relayHash dad82f5b97a01cbd1463ccb1cbeb7e01
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b6956be18c641247108786766b08b37201942b96ee16cac9750822a1faf741f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductViewRouteQuery } from './ProductViewRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductViewRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4b6956be18c641247108786766b08b37201942b96ee16cac9750822a1faf741f",
    "metadata": {},
    "name": "ProductViewRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
