/**
 * @generated SignedSource<<0498b6335f56730e1f759b2578bf0165>>
 * @relayHash 890dfd0ef7252f87d977efcf1f7d6198
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 291591ba054419defbf190ac305dc88f5e5291cf08358f54edc1e7c1da166da2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ProductCategoriesRouteQuery } from './ProductCategoriesRouteQuery.graphql';

const node: PreloadableConcreteRequest<ProductCategoriesRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "291591ba054419defbf190ac305dc88f5e5291cf08358f54edc1e7c1da166da2",
    "metadata": {},
    "name": "ProductCategoriesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
