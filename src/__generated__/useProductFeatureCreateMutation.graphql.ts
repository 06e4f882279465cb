/**
 * @generated SignedSource<<f89cc781d9e62bc1fffbd61456e212e1>>
 * @relayHash e44c0cc7cbac385c45a02d0320ccb4a7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8e67724caf0ad0547e602ffae9746256dd07c5a3b5de0ccc4128fe2b52bd5872

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
export type useProductFeatureCreateMutation$variables = {
  data: ProductFeatureInput;
};
export type useProductFeatureCreateMutation$data = {
  readonly createProductFeature: {
    readonly id: string;
    readonly idProductFeature: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProductFeatureForm_feature" | "ProductFeaturesListTable_features">;
  };
};
export type useProductFeatureCreateMutation = {
  response: useProductFeatureCreateMutation$data;
  variables: useProductFeatureCreateMutation$variables;
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
    "name": "useProductFeatureCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductFeature",
        "kind": "LinkedField",
        "name": "createProductFeature",
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
    "name": "useProductFeatureCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductFeature",
        "kind": "LinkedField",
        "name": "createProductFeature",
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
    "id": "8e67724caf0ad0547e602ffae9746256dd07c5a3b5de0ccc4128fe2b52bd5872",
    "metadata": {},
    "name": "useProductFeatureCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7bed7825cd85449886befddb9724595f";

export default node;
