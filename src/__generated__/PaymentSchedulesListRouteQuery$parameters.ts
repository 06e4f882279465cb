/**
 * @generated SignedSource<<73f89ad4bbd321c2198d394a83dd4d3c>>
 * @relayHash 12d6c638b6dc65e834163effc7ec0409
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7b801b6b89210cbbdb3bc497cf1188e8fc6cf2c43794e0681e0ca8c0bced85e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PaymentSchedulesListRouteQuery } from './PaymentSchedulesListRouteQuery.graphql';

const node: PreloadableConcreteRequest<PaymentSchedulesListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f7b801b6b89210cbbdb3bc497cf1188e8fc6cf2c43794e0681e0ca8c0bced85e",
    "metadata": {},
    "name": "PaymentSchedulesListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
