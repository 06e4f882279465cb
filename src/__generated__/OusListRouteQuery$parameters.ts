/**
 * @generated SignedSource<<574418b4b88dca44727d70faf08b675f>>
 * @relayHash 3fdcb4c12f6b76bf270804e55a2d65c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3def1d67b9657ff0d42ea0035ba3d87e08f68d63cf3865923dc0496048a2eaf5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OusListRouteQuery } from './OusListRouteQuery.graphql';

const node: PreloadableConcreteRequest<OusListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3def1d67b9657ff0d42ea0035ba3d87e08f68d63cf3865923dc0496048a2eaf5",
    "metadata": {},
    "name": "OusListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
