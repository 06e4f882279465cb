/**
 * @generated SignedSource<<daf6c2b2afc7b5202ca68b61d78505b7>>
 * @relayHash 091597cc0b45baeabdc9d9ea2c6bb7a7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 464f3d6e5a5832f48164820d202247ebef1468cd7662e6811e81c2dec6d84319

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdvanceFormRouteQuery } from './AdvanceFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<AdvanceFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "464f3d6e5a5832f48164820d202247ebef1468cd7662e6811e81c2dec6d84319",
    "metadata": {},
    "name": "AdvanceFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
