/**
 * @generated SignedSource<<323487bc199e677a60f55161c08c1a00>>
 * @relayHash bccacb52add4746c08b3a081de11e5d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 11036b185515711f9d6636581ec573a3d2b4cc1cedf8c895ccf20f3e494df571

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SecurityRouteQuery } from './SecurityRouteQuery.graphql';

const node: PreloadableConcreteRequest<SecurityRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "11036b185515711f9d6636581ec573a3d2b4cc1cedf8c895ccf20f3e494df571",
    "metadata": {},
    "name": "SecurityRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
