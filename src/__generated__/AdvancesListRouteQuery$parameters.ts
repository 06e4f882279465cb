/**
 * @generated SignedSource<<83183720aea4ffe64ae0ead5d22f1312>>
 * @relayHash 3e602dc96c547f8c61b57ae4ea0df595
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18f2c5a2c33346ef679d035d75de6eec97163f9bd1add995daf2877ca42cfae8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdvancesListRouteQuery } from './AdvancesListRouteQuery.graphql';

const node: PreloadableConcreteRequest<AdvancesListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "18f2c5a2c33346ef679d035d75de6eec97163f9bd1add995daf2877ca42cfae8",
    "metadata": {},
    "name": "AdvancesListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
