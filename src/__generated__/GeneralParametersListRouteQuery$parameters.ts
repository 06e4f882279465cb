/**
 * @generated SignedSource<<564ba83311767bc69a580a3dd592ce42>>
 * @relayHash a9732f46beb5e625dba4cae27ae9969e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ac9e3c8bbbfee823d63459a3054529add203e1bd9ea8f04793e02901d673e05

import { PreloadableConcreteRequest } from 'relay-runtime';
import { GeneralParametersListRouteQuery } from './GeneralParametersListRouteQuery.graphql';

const node: PreloadableConcreteRequest<GeneralParametersListRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5ac9e3c8bbbfee823d63459a3054529add203e1bd9ea8f04793e02901d673e05",
    "metadata": {},
    "name": "GeneralParametersListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
