/**
 * @generated SignedSource<<25affc8fe86787c03bc20e980c5cf99c>>
 * @relayHash 99347360cd4de4db622b189c4c10fcac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd6e340fdde429880c4e91ffab72013f437653b3c879f570aae1e08bb4b4cb3a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExchangeRateInput = {
  buyRate?: string | null | undefined;
  idCurrencyFrom?: string | null | undefined;
  idCurrencyTo?: string | null | undefined;
  idExchangeRate?: string | null | undefined;
  rateDate?: string | null | undefined;
  sellRate?: string | null | undefined;
  version?: number | null | undefined;
};
export type useExchangeRateCreateMutation$variables = {
  data: ExchangeRateInput;
};
export type useExchangeRateCreateMutation$data = {
  readonly createExchangeRate: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ExchangeRateForm_rate" | "ExchangeRatesListTable_rates">;
  };
};
export type useExchangeRateCreateMutation = {
  response: useExchangeRateCreateMutation$data;
  variables: useExchangeRateCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "data"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "data",
    "variableName": "data"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "code",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useExchangeRateCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ExchangeRate",
        "kind": "LinkedField",
        "name": "createExchangeRate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ExchangeRateForm_rate"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ExchangeRatesListTable_rates"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useExchangeRateCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ExchangeRate",
        "kind": "LinkedField",
        "name": "createExchangeRate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
            "concreteType": "GeneralParameterValue",
            "kind": "LinkedField",
            "name": "currencyFrom",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "GeneralParameterValue",
            "kind": "LinkedField",
            "name": "currencyTo",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "bd6e340fdde429880c4e91ffab72013f437653b3c879f570aae1e08bb4b4cb3a",
    "metadata": {},
    "name": "useExchangeRateCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "636322966539ace004a34f1d3c9ed191";

export default node;
