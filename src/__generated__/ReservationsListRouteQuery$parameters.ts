/**
 * @generated SignedSource<<0b7963f464c781a459479c4e57860f13>>
 * @relayHash b72f11e51981f9b35123ac2fc8cd0e2b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c7b7cde1f89da3a197c07327214cbb0db7d749077abc232b10e872f16ea1bc1

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ReservationsListRouteQuery } from './ReservationsListRouteQuery.graphql';

const node: PreloadableConcreteRequest<ReservationsListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9c7b7cde1f89da3a197c07327214cbb0db7d749077abc232b10e872f16ea1bc1",
    "metadata": {},
    "name": "ReservationsListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
