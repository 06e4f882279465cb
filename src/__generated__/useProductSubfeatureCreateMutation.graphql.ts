/**
 * @generated SignedSource<<3a336934544f791a30a568daa5a87f57>>
 * @relayHash 2b678370c351a69d538a092b13cc4ea6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb091ff13f8511f741c508103c06dc90a1cb1bd07cffd86379a19490b8ed7765

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
export type useProductSubfeatureCreateMutation$variables = {
  data: ProductFeatureInput;
};
export type useProductSubfeatureCreateMutation$data = {
  readonly createProductSubfeature: {
    readonly id: string;
    readonly idProductFeature: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProductFeatureForm_feature" | "ProductFeaturesListTable_features">;
  };
};
export type useProductSubfeatureCreateMutation = {
  response: useProductSubfeatureCreateMutation$data;
  variables: useProductSubfeatureCreateMutation$variables;
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
    "name": "useProductSubfeatureCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductFeature",
        "kind": "LinkedField",
        "name": "createProductSubfeature",
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
    "name": "useProductSubfeatureCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductFeature",
        "kind": "LinkedField",
        "name": "createProductSubfeature",
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
    "id": "eb091ff13f8511f741c508103c06dc90a1cb1bd07cffd86379a19490b8ed7765",
    "metadata": {},
    "name": "useProductSubfeatureCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "62c178e7ec0f2c2ef2cc281e76d0d46d";

export default node;
