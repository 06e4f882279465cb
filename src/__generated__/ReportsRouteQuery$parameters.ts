/**
 * @generated SignedSource<<04333de293e16312400a9bf9034c110a>>
 * @relayHash 3249e2b819f94641c81617a01c30d214
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e351748b87bd1b569f65b72a510b7daf3eb2791f0f926b75c43f63ba82ac289b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ReportsRouteQuery } from './ReportsRouteQuery.graphql';

const node: PreloadableConcreteRequest<ReportsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e351748b87bd1b569f65b72a510b7daf3eb2791f0f926b75c43f63ba82ac289b",
    "metadata": {},
    "name": "ReportsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
