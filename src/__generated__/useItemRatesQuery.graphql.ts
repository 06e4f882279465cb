/**
 * @generated SignedSource<<035a6ed1b8a6a5b4fd5c3f6a0b5cb016>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CheckRatesInput = {
  idEntity?: string | null | undefined;
  idProduct?: string | null | undefined;
  idProductInstance?: string | null | undefined;
  nights?: number | null | undefined;
  passengers?: ReadonlyArray<RatePassengersInput> | null | undefined;
  purchaseDate?: string | null | undefined;
  serviceDate?: string | null | undefined;
  units?: number | null | undefined;
};
export type RatePassengersInput = {
  count?: number | null | undefined;
  idPassengerType?: string | null | undefined;
};
export type useItemRatesQuery$variables = {
  input: CheckRatesInput;
};
export type useItemRatesQuery$data = {
  readonly checkRates: ReadonlyArray<{
    readonly lines: ReadonlyArray<{
      readonly rate: {
        readonly code: string;
        readonly idRateInstance: string;
      };
      readonly sellingUnitPrice: string;
    }>;
  }>;
};
export type useItemRatesQuery = {
  response: useItemRatesQuery$data;
  variables: useItemRatesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idRateInstance",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sellingUnitPrice",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useItemRatesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RateQuote",
        "kind": "LinkedField",
        "name": "checkRates",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RateQuoteLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Rate",
                "kind": "LinkedField",
                "name": "rate",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useItemRatesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RateQuote",
        "kind": "LinkedField",
        "name": "checkRates",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RateQuoteLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Rate",
                "kind": "LinkedField",
                "name": "rate",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
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
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "761b269e6e6f1d3fce151ee5675f3961",
    "id": null,
    "metadata": {},
    "name": "useItemRatesQuery",
    "operationKind": "query",
    "text": "query useItemRatesQuery(\n  $input: CheckRatesInput!\n) {\n  checkRates(input: $input) {\n    lines {\n      rate {\n        idRateInstance\n        code\n        id\n      }\n      sellingUnitPrice\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "41429536e2a1c715f8fc8a1dc16d519e";

export default node;
