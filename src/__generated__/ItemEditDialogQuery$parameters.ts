/**
 * @generated SignedSource<<68092dd2c48b158d34ae83f7b0b74c8f>>
 * @relayHash 936dba3c394a5960d483fdbbf617e5f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 34635c8c55314af0e7f3802560c42d681aa8be499f5d506f3aaefcb716ee2f17

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ItemEditDialogQuery } from './ItemEditDialogQuery.graphql';

const node: PreloadableConcreteRequest<ItemEditDialogQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "34635c8c55314af0e7f3802560c42d681aa8be499f5d506f3aaefcb716ee2f17",
    "metadata": {},
    "name": "ItemEditDialogQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
