/**
 * @generated SignedSource<<0c0f5bdbaaa2c584b0b83035ee0eef10>>
 * @relayHash fa81e3489b135ea424a22b46d67241c8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c91f923b8fa7139b8af6077a71999c4aced51da3808fc7ce9bcd12a1e8e8879c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PaymentEditRouteQuery } from './PaymentEditRouteQuery.graphql';

const node: PreloadableConcreteRequest<PaymentEditRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c91f923b8fa7139b8af6077a71999c4aced51da3808fc7ce9bcd12a1e8e8879c",
    "metadata": {},
    "name": "PaymentEditRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
