/**
 * @generated SignedSource<<f10efd2b1588c4813ef4b87010bafc7f>>
 * @relayHash 0d5ffc90b3bc76f5626f53f06e0d68f5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c8ae95e68f483bae4c4eea99e55e129eda278f8540562e9412952765d5c8a741

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
export type AddServicePanelQuery$variables = {
  input: BookableServiceSearchInput;
};
export type AddServicePanelQuery$data = {
  readonly searchBookableServices: ReadonlyArray<{
    readonly availability: {
      readonly bookable: boolean;
      readonly free: number | null | undefined;
    } | null | undefined;
    readonly instance: {
      readonly code: string;
      readonly idProductInstance: string;
      readonly name: string;
      readonly product: {
        readonly name: string;
      };
    } | null | undefined;
    readonly package: {
      readonly code: string;
      readonly idPackage: string;
      readonly name: string;
    } | null | undefined;
    readonly packageAvailability: {
      readonly bookable: boolean;
      readonly free: number | null | undefined;
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
export type AddServicePanelQuery = {
  response: AddServicePanelQuery$data;
  variables: AddServicePanelQuery$variables;
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
  "name": "code",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idPackage",
  "storageKey": null
},
v6 = [
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
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "AvailabilityDay",
  "kind": "LinkedField",
  "name": "availability",
  "plural": false,
  "selections": (v6/*:: as any*/),
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "PackageAvailabilityDay",
  "kind": "LinkedField",
  "name": "packageAvailability",
  "plural": false,
  "selections": (v6/*:: as any*/),
  "storageKey": null
},
v9 = {
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
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
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
    "name": "AddServicePanelQuery",
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
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Package",
            "kind": "LinkedField",
            "name": "package",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
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
    "name": "AddServicePanelQuery",
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
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Product",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Package",
            "kind": "LinkedField",
            "name": "package",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c8ae95e68f483bae4c4eea99e55e129eda278f8540562e9412952765d5c8a741",
    "metadata": {},
    "name": "AddServicePanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9efeb3fffcc6d5f8a96ea2f34e13373e";

export default node;
