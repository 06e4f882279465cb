/**
 * @generated SignedSource<<c0dedba217247fbbc71b5fb65d562e5b>>
 * @relayHash 5f55093e39b2d5ccfaaac4c2a941ae04
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7f01bdfcf64824723f6a85e01edca9e435811d2cdab67ecd993cdb359dc61a88

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProductFeatureFormRouteQuery$variables = {
  id: string;
  isFeatureEdit: boolean;
  isSubfeatureEdit: boolean;
};
export type ProductFeatureFormRouteQuery$data = {
  readonly feature?: {
    readonly idProductFeature: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProductFeatureForm_feature">;
  } | null | undefined;
  readonly subfeature?: {
    readonly idProductFeature: string;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idProductFeature",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "ProductFeatureForm_feature"
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortName",
  "storageKey": null
},
v7 = [
  (v2/*:: as any*/),
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
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  }
],
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "idGeneralParameterValue",
    "storageKey": null
  },
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "nameEs",
    "storageKey": null
  },
  (v4/*:: as any*/)
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
            "selections": (v3/*:: as any*/),
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
            "selections": (v3/*:: as any*/),
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
            "selections": (v7/*:: as any*/),
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
            "selections": (v7/*:: as any*/),
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
        "selections": (v8/*:: as any*/),
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
        "selections": (v8/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"FEATURE_ITEM_TYPE\")"
      }
    ]
  },
  "params": {
    "id": "7f01bdfcf64824723f6a85e01edca9e435811d2cdab67ecd993cdb359dc61a88",
    "metadata": {},
    "name": "ProductFeatureFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e3e1b56e5045e5563b914a1151e2f224";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
