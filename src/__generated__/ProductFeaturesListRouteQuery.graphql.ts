/**
 * @generated SignedSource<<5f8f912a1c1c659aa491536699eb8bfc>>
 * @relayHash d4a87eade52733c401e9463a7788ac7d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f8f2ac1eb7220fb0fda706ffffd1b3c26fd8db300e717f5057d1e83697dc8f0c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
export type SearchInput = {
  skip?: number | null | undefined;
  sortBy?: string | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  status?: Status | null | undefined;
  take?: number | null | undefined;
  text?: string | null | undefined;
};
export type ProductFeaturesListRouteQuery$variables = {
  input: SearchInput;
  isSubfeature: boolean;
};
export type ProductFeaturesListRouteQuery$data = {
  readonly features?: {
    readonly count: number;
    readonly data: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ProductFeaturesListTable_features">;
    }>;
  };
  readonly subfeatures?: {
    readonly count: number;
    readonly data: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ProductFeaturesListTable_features">;
    }>;
  };
};
export type ProductFeaturesListRouteQuery = {
  response: ProductFeaturesListRouteQuery$data;
  variables: ProductFeaturesListRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "isSubfeature"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "ProductFeature",
    "kind": "LinkedField",
    "name": "data",
    "plural": true,
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ProductFeaturesListTable_features"
      }
    ],
    "storageKey": null
  }
],
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
v6 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "ProductFeature",
    "kind": "LinkedField",
    "name": "data",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "idProductFeature",
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v5/*:: as any*/),
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
          (v4/*:: as any*/)
        ],
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductFeaturesListRouteQuery",
    "selections": [
      {
        "condition": "isSubfeature",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": "features",
            "args": (v1/*:: as any*/),
            "concreteType": "ProductFeaturePage",
            "kind": "LinkedField",
            "name": "searchProductFeatures",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "isSubfeature",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "subfeatures",
            "args": (v1/*:: as any*/),
            "concreteType": "ProductFeaturePage",
            "kind": "LinkedField",
            "name": "searchProductSubfeatures",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductFeaturesListRouteQuery",
    "selections": [
      {
        "condition": "isSubfeature",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": "features",
            "args": (v1/*:: as any*/),
            "concreteType": "ProductFeaturePage",
            "kind": "LinkedField",
            "name": "searchProductFeatures",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "isSubfeature",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "subfeatures",
            "args": (v1/*:: as any*/),
            "concreteType": "ProductFeaturePage",
            "kind": "LinkedField",
            "name": "searchProductSubfeatures",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "f8f2ac1eb7220fb0fda706ffffd1b3c26fd8db300e717f5057d1e83697dc8f0c",
    "metadata": {},
    "name": "ProductFeaturesListRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cffd94f5a6c0affaae43cff58b4d84ae";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
