/**
 * @generated SignedSource<<722afec0be20b8894bf9670a46734213>>
 * @relayHash 1658e05912f9920a444f19aff737ed47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 13eb711f044c9775ca94429931d8348690e82d1f33a030ea4b69b5aaaeb75c29

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ReservationPassengersRouteQuery } from './ReservationPassengersRouteQuery.graphql';

const node: PreloadableConcreteRequest<ReservationPassengersRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "13eb711f044c9775ca94429931d8348690e82d1f33a030ea4b69b5aaaeb75c29",
    "metadata": {},
    "name": "ReservationPassengersRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
