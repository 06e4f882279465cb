/**
 * @generated SignedSource<<39f01f6f3365caa10cc5a3d069f455c8>>
 * @relayHash 77088934024f79ba81b48520ea3d746d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 24dfaebe6d4f5423aa66d490c77f85edc8f5ea2bdf8bd8a8dde0cac8b454ceb0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChangeOuRouteQuery } from './ChangeOuRouteQuery.graphql';

const node: PreloadableConcreteRequest<ChangeOuRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "24dfaebe6d4f5423aa66d490c77f85edc8f5ea2bdf8bd8a8dde0cac8b454ceb0",
    "metadata": {},
    "name": "ChangeOuRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
