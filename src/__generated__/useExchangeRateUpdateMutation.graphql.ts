/**
 * @generated SignedSource<<897330d68078c64a87acde96eee23724>>
 * @relayHash fb848b0931973d1f67be1cdae20dc8bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4fe86f37104fbe4f3ee7a621dfb29c5c8b13170044f3a0a1d31d20057882ffc

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
export type useExchangeRateUpdateMutation$variables = {
  data: ExchangeRateInput;
};
export type useExchangeRateUpdateMutation$data = {
  readonly updateExchangeRate: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ExchangeRateForm_rate" | "ExchangeRatesListTable_rates">;
  };
};
export type useExchangeRateUpdateMutation = {
  response: useExchangeRateUpdateMutation$data;
  variables: useExchangeRateUpdateMutation$variables;
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
    "name": "useExchangeRateUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ExchangeRate",
        "kind": "LinkedField",
        "name": "updateExchangeRate",
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
    "name": "useExchangeRateUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ExchangeRate",
        "kind": "LinkedField",
        "name": "updateExchangeRate",
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
    "id": "f4fe86f37104fbe4f3ee7a621dfb29c5c8b13170044f3a0a1d31d20057882ffc",
    "metadata": {},
    "name": "useExchangeRateUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2bf977a954141c21584a0be787976dce";

export default node;
