/**
 * @generated SignedSource<<6040afe1dcc6ff1f0ea6c7930b454c96>>
 * @relayHash dbe65f076d0e499e70b0ce606d5eaf8b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a49cc20c98208a1504ae5869c604d055ca6d51bd180b427c9374646ceef9f8d

import { ConcreteRequest } from 'relay-runtime';
export type BookableServiceSearchInput = {
  idEntity?: string | null | undefined;
  idReservation?: string | null | undefined;
  nights?: number | null | undefined;
  passengers?: ReadonlyArray<RatePassengersInput> | null | undefined;
  quantity?: number | null | undefined;
  serviceDate?: string | null | undefined;
  take?: number | null | undefined;
  text?: string | null | undefined;
};
export type RatePassengersInput = {
  count?: number | null | undefined;
  idPassengerType?: string | null | undefined;
};
export type ItemServicePickerQuery$variables = {
  input: BookableServiceSearchInput;
};
export type ItemServicePickerQuery$data = {
  readonly searchBookableServices: ReadonlyArray<{
    readonly availability: {
      readonly bookable: boolean;
      readonly free: number | null | undefined;
    } | null | undefined;
    readonly instance: {
      readonly idProductInstance: string;
      readonly name: string;
      readonly product: {
        readonly name: string;
      };
    } | null | undefined;
    readonly quote: {
      readonly currency: {
        readonly code: string;
      } | null | undefined;
      readonly found: boolean;
      readonly sellingTotal: string | null | undefined;
    } | null | undefined;
  }>;
};
export type ItemServicePickerQuery = {
  response: ItemServicePickerQuery$data;
  variables: ItemServicePickerQuery$variables;
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
  "name": "idProductInstance",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "AvailabilityDay",
  "kind": "LinkedField",
  "name": "availability",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "free",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bookable",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "RateQuote",
  "kind": "LinkedField",
  "name": "quote",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "found",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sellingTotal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "currency",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ItemServicePickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BookableService",
        "kind": "LinkedField",
        "name": "searchBookableServices",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductInstance",
            "kind": "LinkedField",
            "name": "instance",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
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
    "name": "ItemServicePickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "BookableService",
        "kind": "LinkedField",
        "name": "searchBookableServices",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductInstance",
            "kind": "LinkedField",
            "name": "instance",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3a49cc20c98208a1504ae5869c604d055ca6d51bd180b427c9374646ceef9f8d",
    "metadata": {},
    "name": "ItemServicePickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7740c6faa7c5daf7e4b765d1457757f6";

export default node;
