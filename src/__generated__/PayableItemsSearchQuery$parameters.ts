/**
 * @generated SignedSource<<aa92a73451d49693b933166210d14f79>>
 * @relayHash a5bb973a5c3f44701e531bd7f923e54c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5326b631abe32b3bd127698776997828778e036cb6f727aa6897476bf4d9f357

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PayableItemsSearchQuery } from './PayableItemsSearchQuery.graphql';

const node: PreloadableConcreteRequest<PayableItemsSearchQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5326b631abe32b3bd127698776997828778e036cb6f727aa6897476bf4d9f357",
    "metadata": {},
    "name": "PayableItemsSearchQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
