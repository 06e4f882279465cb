/**
 * @generated SignedSource<<709b68f016b501cd079a4067e794cf9e>>
 * @relayHash 862cc5b263a2ecb25c96110937a53e64
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d9925bd2b77afbc2d6d47b064a75dbcadc4fcd5c8db23c52dc500858b9001a0

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
export type useRateFeatureCreateMutation$variables = {
  data: RateFeatureInput;
};
export type useRateFeatureCreateMutation$data = {
  readonly createRateFeature: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"RateFeatureForm_feature" | "RateFeaturesListTable_features">;
  };
};
export type useRateFeatureCreateMutation = {
  response: useRateFeatureCreateMutation$data;
  variables: useRateFeatureCreateMutation$variables;
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
    "name": "useRateFeatureCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RateFeature",
        "kind": "LinkedField",
        "name": "createRateFeature",
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
    "name": "useRateFeatureCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RateFeature",
        "kind": "LinkedField",
        "name": "createRateFeature",
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
    "id": "8d9925bd2b77afbc2d6d47b064a75dbcadc4fcd5c8db23c52dc500858b9001a0",
    "metadata": {},
    "name": "useRateFeatureCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f4d2a335f3e9969ed648e9fd1475980d";

export default node;
