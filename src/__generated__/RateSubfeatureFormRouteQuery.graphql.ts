/**
 * @generated SignedSource<<1a775f928e0d20ba76d6392261fb394c>>
 * @relayHash 6b55f34f369805e3ada038f32b4fb267
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e50583b794a48642bb97f5687aae1b87a91f901e980ae4134f9d739b8fb0dbd

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RateSubfeatureFormRouteQuery$variables = {
  id: string;
  isEdit: boolean;
};
export type RateSubfeatureFormRouteQuery$data = {
  readonly getRateSubfeatureById?: {
    readonly idRateSubfeature: string;
    readonly " $fragmentSpreads": FragmentRefs<"RateSubfeatureForm_subfeature">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"RateSubfeatureForm_catalogs">;
};
export type RateSubfeatureFormRouteQuery = {
  response: RateSubfeatureFormRouteQuery$data;
  variables: RateSubfeatureFormRouteQuery$variables;
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
  "name": "idRateSubfeature",
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
  "name": "order",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "idGeneralParameterValue",
    "storageKey": null
  },
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RateSubfeatureFormRouteQuery",
    "selections": [
      {
        "condition": "isEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "RateSubfeature",
            "kind": "LinkedField",
            "name": "getRateSubfeatureById",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RateSubfeatureForm_subfeature"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RateSubfeatureForm_catalogs"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RateSubfeatureFormRouteQuery",
    "selections": [
      {
        "condition": "isEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "RateSubfeature",
            "kind": "LinkedField",
            "name": "getRateSubfeatureById",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shortName",
                "storageKey": null
              },
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idTypeSubfeature",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idTypeCategoryProduct",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idTypeSubfeatureItem",
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": "rateFeatures",
        "args": [
          {
            "kind": "Literal",
            "name": "input",
            "value": {
              "take": 100
            }
          }
        ],
        "concreteType": "RateFeaturePage",
        "kind": "LinkedField",
        "name": "searchRateFeatures",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RateFeature",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idRateFeature",
                "storageKey": null
              },
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GeneralParameterValue",
                "kind": "LinkedField",
                "name": "typeFeature",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "searchRateFeatures(input:{\"take\":100})"
      },
      {
        "alias": "productTypes",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "PRODUCT_TYPE"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v7/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"PRODUCT_TYPE\")"
      },
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
        "selections": (v7/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"PASSENGER_TYPE\")"
      }
    ]
  },
  "params": {
    "id": "0e50583b794a48642bb97f5687aae1b87a91f901e980ae4134f9d739b8fb0dbd",
    "metadata": {},
    "name": "RateSubfeatureFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "323f715bf23325eb683cab5d02de8b50";

export default node;
