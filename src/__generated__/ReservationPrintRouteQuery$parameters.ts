/**
 * @generated SignedSource<<f5f77ecace98a13960dfb1b4e3b0b3d2>>
 * @relayHash c5337556263624a3e81e4a3faecf58e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4bf661d36540c8732f8803d0202f4521587235c3519c1731490b688d427e4303

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ReservationPrintRouteQuery } from './ReservationPrintRouteQuery.graphql';

const node: PreloadableConcreteRequest<ReservationPrintRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4bf661d36540c8732f8803d0202f4521587235c3519c1731490b688d427e4303",
    "metadata": {},
    "name": "ReservationPrintRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
