/**
 * @generated SignedSource<<484f93ca92cede6fa7a4666262d1e306>>
 * @relayHash 5f551c68ba789ba530d86d2795fc00cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1eebb85058af1205d449cfec14a79ebf56495e058a3196b3af8da7bb38ff668

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PaymentSchedulesListRouteQuery } from './PaymentSchedulesListRouteQuery.graphql';

const node: PreloadableConcreteRequest<PaymentSchedulesListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e1eebb85058af1205d449cfec14a79ebf56495e058a3196b3af8da7bb38ff668",
    "metadata": {},
    "name": "PaymentSchedulesListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
