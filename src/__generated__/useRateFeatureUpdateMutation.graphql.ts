/**
 * @generated SignedSource<<7c829f89dc981df7e2f7301ee6537c74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
  (v3/*:: as any*/)
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
    "cacheID": "a82a16324962629084e910d23253b02d",
    "id": null,
    "metadata": {},
    "name": "useRateFeatureUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useRateFeatureUpdateMutation(\n  $data: RateFeatureInput!\n) {\n  updateRateFeature(data: $data) {\n    id\n    ...RateFeatureForm_feature\n    ...RateFeaturesListTable_features\n  }\n}\n\nfragment RateFeatureForm_feature on RateFeature {\n  idRateFeature\n  code\n  name\n  shortName\n  order\n  idTypeFeature\n  idTypeCategoryProduct\n}\n\nfragment RateFeaturesListTable_features on RateFeature {\n  id\n  idRateFeature\n  code\n  name\n  shortName\n  order\n  typeFeature {\n    name\n  }\n  typeCategoryProduct {\n    name\n  }\n  subfeatures {\n    idRateSubfeature\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2190cbcec8fe132d4ac6fb469274d100";

export default node;
