/**
 * @generated SignedSource<<acdbcaa594bca8c9177d4f4507883d47>>
 * @relayHash 197cc79657716642d0d55f1d07a49641
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d5ab7a8d9d691410eaab92381ca000f4ee2f9ba3c3603fbc379837db12f5b93

import { ConcreteRequest } from 'relay-runtime';
export type ProductsListRouteTypesQuery$variables = Record<PropertyKey, never>;
export type ProductsListRouteTypesQuery$data = {
  readonly getGeneralParameterValues: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
  }>;
};
export type ProductsListRouteTypesQuery = {
  response: ProductsListRouteTypesQuery$data;
  variables: ProductsListRouteTypesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "code",
        "value": "PRODUCT_TYPE"
      }
    ],
    "concreteType": "GeneralParameterValue",
    "kind": "LinkedField",
    "name": "getGeneralParameterValues",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "idGeneralParameterValue",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      }
    ],
    "storageKey": "getGeneralParameterValues(code:\"PRODUCT_TYPE\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductsListRouteTypesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProductsListRouteTypesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "8d5ab7a8d9d691410eaab92381ca000f4ee2f9ba3c3603fbc379837db12f5b93",
    "metadata": {},
    "name": "ProductsListRouteTypesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c11d56e522c686e82f82cb58862ba556";

export default node;
