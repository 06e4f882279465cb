/**
 * @generated SignedSource<<35b5dabcfc7d2ba974c3f6670f5db4df>>
 * @relayHash 872e962525a4a7ec721eb76f5b181479
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 070f03314a605575d28f48cf1e2826579676b1a5d3d3ad219d767a3c87d8ce26

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CashierTransactionRouteQuery } from './CashierTransactionRouteQuery.graphql';

const node: PreloadableConcreteRequest<CashierTransactionRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "070f03314a605575d28f48cf1e2826579676b1a5d3d3ad219d767a3c87d8ce26",
    "metadata": {},
    "name": "CashierTransactionRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
