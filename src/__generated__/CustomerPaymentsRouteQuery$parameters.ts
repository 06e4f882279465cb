/**
 * @generated SignedSource<<158e2b2f08d4f482d7b99dc14d8a328c>>
 * @relayHash 4103f37cf98bbb36a6d538826a5e52ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ddaae34d2ee3d8166e560524b6f212640954da1592efa1421fd9287cbd9bc01c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CustomerPaymentsRouteQuery } from './CustomerPaymentsRouteQuery.graphql';

const node: PreloadableConcreteRequest<CustomerPaymentsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ddaae34d2ee3d8166e560524b6f212640954da1592efa1421fd9287cbd9bc01c",
    "metadata": {},
    "name": "CustomerPaymentsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
