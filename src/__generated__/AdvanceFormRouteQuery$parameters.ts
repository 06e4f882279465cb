/**
 * @generated SignedSource<<d98a543caf5c98ee03f676fc3fd8225f>>
 * @relayHash 8038472a351896f3f3609f0234b63a22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d161d760d6193da6066be25bc51ddebf3f92a356d791b239f1b8cf3c27aaefbb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdvanceFormRouteQuery } from './AdvanceFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<AdvanceFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d161d760d6193da6066be25bc51ddebf3f92a356d791b239f1b8cf3c27aaefbb",
    "metadata": {},
    "name": "AdvanceFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
