/**
 * @generated SignedSource<<f245ba47823fefef5ea00d99be33af05>>
 * @relayHash 01ed5579ccb5af4f07fd61f1cdc237de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2855a889d2da26647e62a20f2b06c4c6be0f60a2bbf274a7f38f97842b03a0d7

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CheckAvailabilityRouteQuery } from './CheckAvailabilityRouteQuery.graphql';

const node: PreloadableConcreteRequest<CheckAvailabilityRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2855a889d2da26647e62a20f2b06c4c6be0f60a2bbf274a7f38f97842b03a0d7",
    "metadata": {},
    "name": "CheckAvailabilityRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
