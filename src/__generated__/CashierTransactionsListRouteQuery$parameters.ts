/**
 * @generated SignedSource<<8ebc109ec7d11a3e20b4fe6d15119d92>>
 * @relayHash 0cc0849cfda01475e2efd4eecbe94875
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4919f88bd3843114b6e010724fb18ef6d39bb336a893dc3e9b6aa81904af163e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CashierTransactionsListRouteQuery } from './CashierTransactionsListRouteQuery.graphql';

const node: PreloadableConcreteRequest<CashierTransactionsListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4919f88bd3843114b6e010724fb18ef6d39bb336a893dc3e9b6aa81904af163e",
    "metadata": {},
    "name": "CashierTransactionsListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
