/**
 * @generated SignedSource<<4483afb9a452bab83f2c48a5457ff5fe>>
 * @relayHash 250e35643b3a7a1b1f3fdf032b7c8ed8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2a6261ca8caa4a85396d925a25a61124d660d45e0bdbcd505719265d092d90b7

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CancelWithFeeDialogQuery } from './CancelWithFeeDialogQuery.graphql';

const node: PreloadableConcreteRequest<CancelWithFeeDialogQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2a6261ca8caa4a85396d925a25a61124d660d45e0bdbcd505719265d092d90b7",
    "metadata": {},
    "name": "CancelWithFeeDialogQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
