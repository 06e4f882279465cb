/**
 * @generated SignedSource<<71eb42aa73bef583504706b8cbc92459>>
 * @relayHash 8f6c4c5f171cfa7f8e526e8e781b9788
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 84a94da80c148a680a9a67fe665365cdf5bacb3ff13cc364e9a302309893bf19

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ReservationDocumentsRouteQuery } from './ReservationDocumentsRouteQuery.graphql';

const node: PreloadableConcreteRequest<ReservationDocumentsRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "84a94da80c148a680a9a67fe665365cdf5bacb3ff13cc364e9a302309893bf19",
    "metadata": {},
    "name": "ReservationDocumentsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
