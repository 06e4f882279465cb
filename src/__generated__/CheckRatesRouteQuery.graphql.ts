/**
 * @generated SignedSource<<7bc6b9eeb6203a06d6c304fb23031138>>
 * @relayHash 60147a51e11b3902aa17a91a369c4f47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 06ce08c445ca3ad636511731f837992c0e891dc608efa5cac389c3868e8baa6c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckRatesRouteQuery$variables = {
  idEntity: string;
  idProduct: string;
  withEntity: boolean;
  withProduct: boolean;
};
export type CheckRatesRouteQuery$data = {
  readonly customer?: {
    readonly name: string;
  } | null | undefined;
  readonly product?: {
    readonly " $fragmentSpreads": FragmentRefs<"CheckRatesForm_product">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CheckRatesForm_catalogs">;
};
export type CheckRatesRouteQuery = {
  response: CheckRatesRouteQuery$data;
  variables: CheckRatesRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idEntity"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idProduct"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withEntity"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withProduct"
},
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "idProduct"
  }
],
v5 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "idEntity"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CheckRatesRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CheckRatesForm_catalogs"
      },
      {
        "condition": "withProduct",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "product",
            "args": (v4/*:: as any*/),
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "getProductById",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CheckRatesForm_product"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "withEntity",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "customer",
            "args": (v5/*:: as any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "getEntityById",
            "plural": false,
            "selections": [
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CheckRatesRouteQuery",
    "selections": [
      {
        "alias": "passengerTypes",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "PASSENGER_TYPE"
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
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nameEs",
            "storageKey": null
          }
        ],
        "storageKey": "getGeneralParameterValues(code:\"PASSENGER_TYPE\")"
      },
      {
        "condition": "withProduct",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "product",
            "args": (v4/*:: as any*/),
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "getProductById",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idProduct",
                "storageKey": null
              },
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductInstance",
                "kind": "LinkedField",
                "name": "instances",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "idProductInstance",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "code",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "idStatus",
                    "storageKey": null
                  },
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              },
              (v7/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "withEntity",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "customer",
            "args": (v5/*:: as any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "getEntityById",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "06ce08c445ca3ad636511731f837992c0e891dc608efa5cac389c3868e8baa6c",
    "metadata": {},
    "name": "CheckRatesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "79e101d01800690af350cd2049939e5a";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
