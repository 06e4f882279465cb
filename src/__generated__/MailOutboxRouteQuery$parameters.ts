/**
 * @generated SignedSource<<11be96ae1540c482218c10cedf6af23d>>
 * @relayHash 4bc50a5b9dee780b678cadaa6b117946
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 516029fc33e844dd0f2a3694c90454a49e7cc8f6ad1341bb9d63987756a8763f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MailOutboxRouteQuery } from './MailOutboxRouteQuery.graphql';

const node: PreloadableConcreteRequest<MailOutboxRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "516029fc33e844dd0f2a3694c90454a49e7cc8f6ad1341bb9d63987756a8763f",
    "metadata": {},
    "name": "MailOutboxRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
