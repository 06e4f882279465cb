/**
 * @generated SignedSource<<2e2886a112afa0cf4c1408882a234b02>>
 * @relayHash 091597cc0b45baeabdc9d9ea2c6bb7a7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 464f3d6e5a5832f48164820d202247ebef1468cd7662e6811e81c2dec6d84319

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdvanceFormRouteQuery$variables = Record<PropertyKey, never>;
export type AdvanceFormRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AdvanceForm_options">;
};
export type AdvanceFormRouteQuery = {
  response: AdvanceFormRouteQuery$data;
  variables: AdvanceFormRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idGeneralParameterValue",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdvanceFormRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AdvanceForm_options"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdvanceFormRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DailyCashier",
        "kind": "LinkedField",
        "name": "myDailyCashierToday",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "currencies",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "CURRENCY"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": "getGeneralParameterValues(code:\"CURRENCY\")"
      },
      {
        "alias": "banks",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "BANK"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
        "storageKey": "getGeneralParameterValues(code:\"BANK\")"
      }
    ]
  },
  "params": {
    "id": "464f3d6e5a5832f48164820d202247ebef1468cd7662e6811e81c2dec6d84319",
    "metadata": {},
    "name": "AdvanceFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a5eadb3e65b22aab8bca5fdd77e651d4";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
