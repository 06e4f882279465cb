/**
 * @generated SignedSource<<e7939b2e3bfaa33ff08c988cd9db0a75>>
 * @relayHash aae0a70d07309539f623625d64991add
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fcc7d2cd133f1202fa903b621279f3566e3b3ce511ca6b7714395a2ed85a3cad

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductViewRouteQuery } from './ProductViewRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductViewRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fcc7d2cd133f1202fa903b621279f3566e3b3ce511ca6b7714395a2ed85a3cad",
    "metadata": {},
    "name": "ProductViewRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
