/**
 * @generated SignedSource<<553cedc9e2917364f7a9efb6dcb92bed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "6b55f34f369805e3ada038f32b4fb267",
    "id": null,
    "metadata": {},
    "name": "RateSubfeatureFormRouteQuery",
    "operationKind": "query",
    "text": "query RateSubfeatureFormRouteQuery(\n  $id: ID!\n  $isEdit: Boolean!\n) {\n  getRateSubfeatureById(id: $id) @include(if: $isEdit) {\n    idRateSubfeature\n    ...RateSubfeatureForm_subfeature\n    id\n  }\n  ...RateSubfeatureForm_catalogs\n}\n\nfragment RateSubfeatureForm_catalogs on Query {\n  rateFeatures: searchRateFeatures(input: {take: 100}) {\n    data {\n      idRateFeature\n      name\n      order\n      typeFeature {\n        code\n      }\n      id\n    }\n  }\n  productTypes: getGeneralParameterValues(code: \"PRODUCT_TYPE\") {\n    idGeneralParameterValue\n    name\n  }\n  passengerTypes: getGeneralParameterValues(code: \"PASSENGER_TYPE\") {\n    idGeneralParameterValue\n    name\n  }\n}\n\nfragment RateSubfeatureForm_subfeature on RateSubfeature {\n  idRateSubfeature\n  code\n  name\n  shortName\n  order\n  idTypeSubfeature\n  idTypeCategoryProduct\n  idTypeSubfeatureItem\n}\n"
  }
};
})();

(node as any).hash = "323f715bf23325eb683cab5d02de8b50";

export default node;
