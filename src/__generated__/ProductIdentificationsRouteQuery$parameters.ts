/**
 * @generated SignedSource<<5ea3f771fc7960663d103f93e644db85>>
 * @relayHash fee26f219b2dc28a4cf7b23bbe65ea39
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7dfa042d27363e1154dacb633b01ab961b42235ebdb5b9e997cae04eb6736bdd

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductIdentificationsRouteQuery } from './ProductIdentificationsRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductIdentificationsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7dfa042d27363e1154dacb633b01ab961b42235ebdb5b9e997cae04eb6736bdd",
    "metadata": {},
    "name": "ProductIdentificationsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
