/**
 * @generated SignedSource<<21315edb6405a7bab6b8f43a291d5b30>>
 * @relayHash 567f4caa7e9d523f1108e388b85801c1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8a3e420bc8c3d61e73376acef3ccf8fee8d895268b22ceb7fe4f05d28df9a410

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ReservationVouchersPrintRouteQuery } from './ReservationVouchersPrintRouteQuery.graphql';

const node: PreloadableConcreteRequest<ReservationVouchersPrintRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8a3e420bc8c3d61e73376acef3ccf8fee8d895268b22ceb7fe4f05d28df9a410",
    "metadata": {},
    "name": "ReservationVouchersPrintRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
