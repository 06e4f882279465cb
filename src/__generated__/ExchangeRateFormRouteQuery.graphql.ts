/**
 * @generated SignedSource<<b37021102a8a21f972a551a699644059>>
 * @relayHash bbd9d4ca3662798011dcccc27b153076
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c261d149097ff8fdb77bea3a09bd49f756036ce23f3eda602d5ac2e5d3700211

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExchangeRateFormRouteQuery$variables = {
  id: string;
  isEdit: boolean;
};
export type ExchangeRateFormRouteQuery$data = {
  readonly getExchangeRateById?: {
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
];
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idExchangeRate",
                "storageKey": null
              },
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
    "id": "c261d149097ff8fdb77bea3a09bd49f756036ce23f3eda602d5ac2e5d3700211",
    "metadata": {},
    "name": "ExchangeRateFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "823822f961b4d0bd7dd4ff3a38beabf1";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
