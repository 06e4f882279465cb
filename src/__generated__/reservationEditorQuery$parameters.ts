/**
 * @generated SignedSource<<8cb48215790efd3f362d19c6110fd8a6>>
 * @relayHash 728ce51f63658e1838ad4ce1a375ddfa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb31d3e1a3aca328f5ea8b2b9cdd41351ef4a9ca42f240379008b6262e516db6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { reservationEditorQuery } from './reservationEditorQuery.graphql';

const node: PreloadableConcreteRequest<reservationEditorQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cb31d3e1a3aca328f5ea8b2b9cdd41351ef4a9ca42f240379008b6262e516db6",
    "metadata": {},
    "name": "reservationEditorQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
