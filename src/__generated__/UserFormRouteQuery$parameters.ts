/**
 * @generated SignedSource<<84b47ad419c0ccb43ecf3b86df2f6588>>
 * @relayHash 1e9d6c425e0b9eab0daceb96ecfb7739
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac182fccc64994b8f9510f7f1a284005b2944c0854f741d2e47e46962d9d778a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { UserFormRouteQuery } from './UserFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<UserFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ac182fccc64994b8f9510f7f1a284005b2944c0854f741d2e47e46962d9d778a",
    "metadata": {},
    "name": "UserFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
