/**
 * @generated SignedSource<<fc4bd4858a646f8d61ddb301bbadb0f8>>
 * @relayHash 456aaa346a4c4d7c798c384777cd7099
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f561d0296f29d2fb57823302c4ed62b260a4cf99fbb86fe30a867ac2973ca5a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RateFeatureFormRouteQuery$variables = {
  id: string;
  isEdit: boolean;
};
export type RateFeatureFormRouteQuery$data = {
  readonly getRateFeatureById?: {
    readonly idRateFeature: string;
    readonly " $fragmentSpreads": FragmentRefs<"RateFeatureForm_feature">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"RateFeatureForm_catalogs">;
};
export type RateFeatureFormRouteQuery = {
  response: RateFeatureFormRouteQuery$data;
  variables: RateFeatureFormRouteQuery$variables;
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
  "name": "idRateFeature",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "idGeneralParameterValue",
    "storageKey": null
  },
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RateFeatureFormRouteQuery",
    "selections": [
      {
        "condition": "isEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "RateFeature",
            "kind": "LinkedField",
            "name": "getRateFeatureById",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RateFeatureForm_feature"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RateFeatureForm_catalogs"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RateFeatureFormRouteQuery",
    "selections": [
      {
        "condition": "isEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "RateFeature",
            "kind": "LinkedField",
            "name": "getRateFeatureById",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shortName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "order",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idTypeFeature",
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
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": "featureTypes",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "RATE_FEATURE_TYPE"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v4/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"RATE_FEATURE_TYPE\")"
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
        "selections": (v4/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"PRODUCT_TYPE\")"
      }
    ]
  },
  "params": {
    "id": "8f561d0296f29d2fb57823302c4ed62b260a4cf99fbb86fe30a867ac2973ca5a",
    "metadata": {},
    "name": "RateFeatureFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "354b69df21507672846d563b32c06ea8";

export default node;
