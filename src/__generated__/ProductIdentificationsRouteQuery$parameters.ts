/**
 * @generated SignedSource<<ac463b0cae1a0b8f15281f989ece380e>>
 * @relayHash 03a592dfac6c0e3370337bca2756748d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 79b0d4ab21b8226fadb1977d75f0999df554aa65b4f6c2e64a2f73e59363193e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductIdentificationsRouteQuery } from './ProductIdentificationsRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductIdentificationsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "79b0d4ab21b8226fadb1977d75f0999df554aa65b4f6c2e64a2f73e59363193e",
    "metadata": {},
    "name": "ProductIdentificationsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
