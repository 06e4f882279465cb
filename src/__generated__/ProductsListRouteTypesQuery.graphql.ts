/**
 * @generated SignedSource<<5d195de1e05e2ca6841b4fac59905e15>>
 * @relayHash 1113d19d25de590381bb353aa360a097
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02d8bf8119991663d6eac4e9cc199f8efd02aaafc6043d57f92c28df55f6a223

import { ConcreteRequest } from 'relay-runtime';
export type ProductsListRouteTypesQuery$variables = Record<PropertyKey, never>;
export type ProductsListRouteTypesQuery$data = {
  readonly getGeneralParameterValues: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nameEs",
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
    "id": "02d8bf8119991663d6eac4e9cc199f8efd02aaafc6043d57f92c28df55f6a223",
    "metadata": {},
    "name": "ProductsListRouteTypesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cd7580dca24ec4ac165f96d748ef3ce1";

export default node;
