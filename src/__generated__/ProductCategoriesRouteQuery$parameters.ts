/**
 * @generated SignedSource<<d7368b6afb00cff6169fcc20209c839b>>
 * @relayHash 190c1d55cc45f328434268cf449e863d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b397eaa15030b13d514bc304ca5e6564117280aa5d7d33cd46537640da47ad71

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductCategoriesRouteQuery } from './ProductCategoriesRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductCategoriesRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b397eaa15030b13d514bc304ca5e6564117280aa5d7d33cd46537640da47ad71",
    "metadata": {},
    "name": "ProductCategoriesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
