/**
 * @generated SignedSource<<dd27ab3a978b847979d507774f8f4c57>>
 * @relayHash a0b92a02843a05daeb2724ea4216db2f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b133be29e271dabcd254465d6beaeb1e66307f7fa12ab61a7fd2237c1dfa4383

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ReservationItineraryPrintRouteQuery } from './ReservationItineraryPrintRouteQuery.graphql';

const node: PreloadableConcreteRequest<ReservationItineraryPrintRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b133be29e271dabcd254465d6beaeb1e66307f7fa12ab61a7fd2237c1dfa4383",
    "metadata": {},
    "name": "ReservationItineraryPrintRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
