/**
 * @generated SignedSource<<4fa5007e9d7d3fecac02f7be30629081>>
 * @relayHash 761b269e6e6f1d3fce151ee5675f3961
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a7cfdc009d833a6b0a68d75905cdef31141d8b300f82ae1b570215206413514c

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
    "id": "a7cfdc009d833a6b0a68d75905cdef31141d8b300f82ae1b570215206413514c",
    "metadata": {},
    "name": "useItemRatesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "41429536e2a1c715f8fc8a1dc16d519e";

export default node;
