/**
 * @generated SignedSource<<9897f3a46aa6a14709ad9d8e1f7a0c49>>
 * @relayHash ebc31a86fb232199013fa976f67b7c05
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 44c1c985739631458a7c38258d38b2f982ef7ba0c049738af13d1d22dedeb137

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RateFeatureInput = {
  code?: string | null | undefined;
  idRateFeature?: string | null | undefined;
  idTypeCategoryProduct?: string | null | undefined;
  idTypeFeature?: string | null | undefined;
  name?: string | null | undefined;
  order?: number | null | undefined;
  shortName?: string | null | undefined;
};
export type useRateFeatureUpdateMutation$variables = {
  data: RateFeatureInput;
};
export type useRateFeatureUpdateMutation$data = {
  readonly updateRateFeature: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"RateFeatureForm_feature" | "RateFeaturesListTable_features">;
  };
};
export type useRateFeatureUpdateMutation = {
  response: useRateFeatureUpdateMutation$data;
  variables: useRateFeatureUpdateMutation$variables;
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  (v3/*:: as any*/),
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
    "name": "useRateFeatureUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RateFeature",
        "kind": "LinkedField",
        "name": "updateRateFeature",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RateFeatureForm_feature"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RateFeaturesListTable_features"
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
    "name": "useRateFeatureUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RateFeature",
        "kind": "LinkedField",
        "name": "updateRateFeature",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idRateFeature",
            "storageKey": null
          },
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
            "concreteType": "GeneralParameterValue",
            "kind": "LinkedField",
            "name": "typeFeature",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "GeneralParameterValue",
            "kind": "LinkedField",
            "name": "typeCategoryProduct",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RateSubfeature",
            "kind": "LinkedField",
            "name": "subfeatures",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idRateSubfeature",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "44c1c985739631458a7c38258d38b2f982ef7ba0c049738af13d1d22dedeb137",
    "metadata": {},
    "name": "useRateFeatureUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2190cbcec8fe132d4ac6fb469274d100";

export default node;
