/**
 * @generated SignedSource<<f5515c30225d46808f2f103d07fa18fc>>
 * @relayHash d37628c6e1a1f9d6da4ef93dbdd58800
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5eeed53bdcb84e1da7eef88e55a1ccf3b01d69dc500df34f6dd4125932ed3e5d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { reservationEditorQuery } from './reservationEditorQuery.graphql';

const node: PreloadableConcreteRequest<reservationEditorQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5eeed53bdcb84e1da7eef88e55a1ccf3b01d69dc500df34f6dd4125932ed3e5d",
    "metadata": {},
    "name": "reservationEditorQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
