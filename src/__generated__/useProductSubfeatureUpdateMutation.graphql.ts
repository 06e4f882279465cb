/**
 * @generated SignedSource<<1af49a8d1867885af8d5dac83f1e51f6>>
 * @relayHash 61c6172fad9bed25d163c28e2e3a5b2c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 26b7b0904c26352a3bbbc3d7be634ba16f59c9655325aaf6e956febbe327e6b6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductFeatureInput = {
  code?: string | null | undefined;
  idFeatureType?: string | null | undefined;
  idProductFeature?: string | null | undefined;
  items?: ReadonlyArray<ProductFeatureItemInput> | null | undefined;
  name?: string | null | undefined;
  shortName?: string | null | undefined;
};
export type ProductFeatureItemInput = {
  code?: string | null | undefined;
  idItemType?: string | null | undefined;
  idProductFeatureItem?: string | null | undefined;
  name?: string | null | undefined;
  shortName?: string | null | undefined;
  value?: string | null | undefined;
};
export type useProductSubfeatureUpdateMutation$variables = {
  data: ProductFeatureInput;
};
export type useProductSubfeatureUpdateMutation$data = {
  readonly updateProductSubfeature: {
    readonly id: string;
    readonly idProductFeature: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProductFeatureForm_feature" | "ProductFeaturesListTable_features">;
  };
};
export type useProductSubfeatureUpdateMutation = {
  response: useProductSubfeatureUpdateMutation$data;
  variables: useProductSubfeatureUpdateMutation$variables;
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
  "name": "idProductFeature",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useProductSubfeatureUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductFeature",
        "kind": "LinkedField",
        "name": "updateProductSubfeature",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProductFeatureForm_feature"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProductFeaturesListTable_features"
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
    "name": "useProductSubfeatureUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductFeature",
        "kind": "LinkedField",
        "name": "updateProductSubfeature",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idFeatureType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductFeatureItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idProductFeatureItem",
                "storageKey": null
              },
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idItemType",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "GeneralParameterValue",
            "kind": "LinkedField",
            "name": "featureType",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nameEs",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "itemCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "26b7b0904c26352a3bbbc3d7be634ba16f59c9655325aaf6e956febbe327e6b6",
    "metadata": {},
    "name": "useProductSubfeatureUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ab0e591535d1bf585284f6066dbfaca7";

export default node;
