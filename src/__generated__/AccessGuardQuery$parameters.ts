/**
 * @generated SignedSource<<ba4f4a1cdc4942e4cb10da88e12b1a71>>
 * @relayHash b4aa1659c23f8fe64cf8df98ef21a4b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ab4bac48526997896c3abc3afd63f6fb428086592d14a9459ffd9c728f52204

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AccessGuardQuery } from './AccessGuardQuery.graphql';

const node: PreloadableConcreteRequest<AccessGuardQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4ab4bac48526997896c3abc3afd63f6fb428086592d14a9459ffd9c728f52204",
    "metadata": {},
    "name": "AccessGuardQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
