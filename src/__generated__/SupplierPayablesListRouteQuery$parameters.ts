/**
 * @generated SignedSource<<cab141f88a0eb8ac93ba97e97edcc319>>
 * @relayHash 4353734556dd4067c32ca2fff1e7fec2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 222ac80a8ed3c6b83d642617165f76990d721ddf60735840499ac5e6d116f5c5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SupplierPayablesListRouteQuery } from './SupplierPayablesListRouteQuery.graphql';

const node: PreloadableConcreteRequest<SupplierPayablesListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "222ac80a8ed3c6b83d642617165f76990d721ddf60735840499ac5e6d116f5c5",
    "metadata": {},
    "name": "SupplierPayablesListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
