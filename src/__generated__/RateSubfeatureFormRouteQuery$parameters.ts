/**
 * @generated SignedSource<<7087e7f544bc0836040caad863c9388c>>
 * @relayHash 44cb9bd03489b4d67fdbf7a3de095811
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6d8d58f4852babfd39cd77ac0e84c07290332f6eeeddd7e52ef067780ff1fe4

import { PreloadableConcreteRequest } from 'relay-runtime';
import { RateSubfeatureFormRouteQuery } from './RateSubfeatureFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<RateSubfeatureFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a6d8d58f4852babfd39cd77ac0e84c07290332f6eeeddd7e52ef067780ff1fe4",
    "metadata": {},
    "name": "RateSubfeatureFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
