/**
 * @generated SignedSource<<8f47e829435eec91fcc4ebb570cd54f6>>
 * @relayHash 393b9bd3153b4fc2fd0b74a94cb03fc6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e38d382dc8d952786b8f199a45b264c5132af1ffd59c0b41b88078672b30796e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductFeatureFormRouteQuery$variables = {
  id: string;
  isFeatureEdit: boolean;
  isSubfeatureEdit: boolean;
};
export type ProductFeatureFormRouteQuery$data = {
  readonly feature?: {
    readonly " $fragmentSpreads": FragmentRefs<"ProductFeatureForm_feature">;
  } | null | undefined;
  readonly subfeature?: {
    readonly " $fragmentSpreads": FragmentRefs<"ProductFeatureForm_feature">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ProductFeatureForm_catalogs">;
};
export type ProductFeatureFormRouteQuery = {
  response: ProductFeatureFormRouteQuery$data;
  variables: ProductFeatureFormRouteQuery$variables;
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
    "name": "isFeatureEdit"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "isSubfeatureEdit"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "ProductFeatureForm_feature"
  }
],
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
  "name": "shortName",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "idProductFeature",
    "storageKey": null
  },
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/),
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
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
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
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  }
],
v7 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "idGeneralParameterValue",
    "storageKey": null
  },
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "nameEs",
    "storageKey": null
  },
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductFeatureFormRouteQuery",
    "selections": [
      {
        "condition": "isFeatureEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "feature",
            "args": (v1/*:: as any*/),
            "concreteType": "ProductFeature",
            "kind": "LinkedField",
            "name": "getProductFeatureById",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "isSubfeatureEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "subfeature",
            "args": (v1/*:: as any*/),
            "concreteType": "ProductFeature",
            "kind": "LinkedField",
            "name": "getProductSubfeatureById",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ProductFeatureForm_catalogs"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductFeatureFormRouteQuery",
    "selections": [
      {
        "condition": "isFeatureEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "feature",
            "args": (v1/*:: as any*/),
            "concreteType": "ProductFeature",
            "kind": "LinkedField",
            "name": "getProductFeatureById",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "isSubfeatureEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "subfeature",
            "args": (v1/*:: as any*/),
            "concreteType": "ProductFeature",
            "kind": "LinkedField",
            "name": "getProductSubfeatureById",
            "plural": false,
            "selections": (v6/*:: as any*/),
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
            "value": "FEATURE_TYPE"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v7/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"FEATURE_TYPE\")"
      },
      {
        "alias": "itemTypes",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "FEATURE_ITEM_TYPE"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v7/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"FEATURE_ITEM_TYPE\")"
      }
    ]
  },
  "params": {
    "id": "e38d382dc8d952786b8f199a45b264c5132af1ffd59c0b41b88078672b30796e",
    "metadata": {},
    "name": "ProductFeatureFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c2eadf79f9a47fefd14cc289f90d8a05";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
