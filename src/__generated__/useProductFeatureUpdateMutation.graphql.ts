/**
 * @generated SignedSource<<b708a4d9bbcee5f915488193107e60aa>>
 * @relayHash e24b184037b2eb18d0667d8f7996c0c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e26b8bd7b8e30152ed870bdc9db0913fa114aea893f2701ab811b837a53bcc42

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
export type useProductFeatureUpdateMutation$variables = {
  data: ProductFeatureInput;
};
export type useProductFeatureUpdateMutation$data = {
  readonly updateProductFeature: {
    readonly id: string;
    readonly idProductFeature: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProductFeatureForm_feature" | "ProductFeaturesListTable_features">;
  };
};
export type useProductFeatureUpdateMutation = {
  response: useProductFeatureUpdateMutation$data;
  variables: useProductFeatureUpdateMutation$variables;
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
    "name": "useProductFeatureUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductFeature",
        "kind": "LinkedField",
        "name": "updateProductFeature",
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
    "name": "useProductFeatureUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ProductFeature",
        "kind": "LinkedField",
        "name": "updateProductFeature",
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
    "id": "e26b8bd7b8e30152ed870bdc9db0913fa114aea893f2701ab811b837a53bcc42",
    "metadata": {},
    "name": "useProductFeatureUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "72d683efee6eafc55b7ac079e8106a16";

export default node;
