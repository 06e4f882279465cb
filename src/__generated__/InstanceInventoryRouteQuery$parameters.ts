/**
 * @generated SignedSource<<91dfb747e09d386f0d69019a718db737>>
 * @relayHash 5cbdf0b7aa555ffa25ca3fa76123a00e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f68cf39a8890c403fe1ac088e16f5e34a7a9248e4c062ccd626cb589528aabec

import { PreloadableConcreteRequest } from 'relay-runtime';
import { InstanceInventoryRouteQuery } from './InstanceInventoryRouteQuery.graphql';

const node: PreloadableConcreteRequest<InstanceInventoryRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f68cf39a8890c403fe1ac088e16f5e34a7a9248e4c062ccd626cb589528aabec",
    "metadata": {},
    "name": "InstanceInventoryRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
