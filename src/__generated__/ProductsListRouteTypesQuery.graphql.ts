/**
 * @generated SignedSource<<be97de6a31b2bc038265a3badd4d4fba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "197cc79657716642d0d55f1d07a49641",
    "id": null,
    "metadata": {},
    "name": "ProductsListRouteTypesQuery",
    "operationKind": "query",
    "text": "query ProductsListRouteTypesQuery {\n  getGeneralParameterValues(code: \"PRODUCT_TYPE\") {\n    idGeneralParameterValue\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "c11d56e522c686e82f82cb58862ba556";

export default node;
