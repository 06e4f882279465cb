/**
 * @generated SignedSource<<b4ed0b73df092f7edc8a84831954873c>>
 * @relayHash abd1547d4c2f20eaafd722742c2afd37
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 976ba6045a1e83beaf9802ab087861a06837807ef2cb4da5da232c5296576acf

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExchangeRateFormRouteQuery$variables = {
  id: string;
  isEdit: boolean;
};
export type ExchangeRateFormRouteQuery$data = {
  readonly getExchangeRateById?: {
    readonly idExchangeRate: string;
    readonly " $fragmentSpreads": FragmentRefs<"ExchangeRateForm_rate">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ExchangeRateForm_currencies">;
};
export type ExchangeRateFormRouteQuery = {
  response: ExchangeRateFormRouteQuery$data;
  variables: ExchangeRateFormRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "isEdit"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idExchangeRate",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ExchangeRateFormRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ExchangeRateForm_currencies"
      },
      {
        "condition": "isEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "ExchangeRate",
            "kind": "LinkedField",
            "name": "getExchangeRateById",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ExchangeRateForm_rate"
              }
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExchangeRateFormRouteQuery",
    "selections": [
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "storageKey": "getGeneralParameterValues(code:\"CURRENCY\")"
      },
      {
        "condition": "isEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "ExchangeRate",
            "kind": "LinkedField",
            "name": "getExchangeRateById",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "version",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rateDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idCurrencyFrom",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idCurrencyTo",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "buyRate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sellRate",
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
          }
        ]
      }
    ]
  },
  "params": {
    "id": "976ba6045a1e83beaf9802ab087861a06837807ef2cb4da5da232c5296576acf",
    "metadata": {},
    "name": "ExchangeRateFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "27372a8d93acd79f75f0268ab9de842b";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
