/**
 * @generated SignedSource<<d3adc535b69f00bbd1090c53ee7c39c9>>
 * @relayHash abd1547d4c2f20eaafd722742c2afd37
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 976ba6045a1e83beaf9802ab087861a06837807ef2cb4da5da232c5296576acf

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ExchangeRateFormRouteQuery } from './ExchangeRateFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<ExchangeRateFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "976ba6045a1e83beaf9802ab087861a06837807ef2cb4da5da232c5296576acf",
    "metadata": {},
    "name": "ExchangeRateFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
