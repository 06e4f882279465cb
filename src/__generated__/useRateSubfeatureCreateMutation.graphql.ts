/**
 * @generated SignedSource<<f6910ae3064f31fc6d6d8115387522ff>>
 * @relayHash 83d0fdb360af5778e005f121b7a28dde
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e5b4fc7a6ae84483ffcc83d7aec07a19947618d2d1d29891ee64ed336fc5733

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RateSubfeatureInput = {
  code?: string | null | undefined;
  idRateSubfeature?: string | null | undefined;
  idTypeCategoryProduct?: string | null | undefined;
  idTypeSubfeature?: string | null | undefined;
  idTypeSubfeatureItem?: string | null | undefined;
  name?: string | null | undefined;
  order?: number | null | undefined;
  shortName?: string | null | undefined;
};
export type useRateSubfeatureCreateMutation$variables = {
  data: RateSubfeatureInput;
};
export type useRateSubfeatureCreateMutation$data = {
  readonly createRateSubfeature: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"RateSubfeatureForm_subfeature" | "RateSubfeaturesListTable_subfeatures">;
  };
};
export type useRateSubfeatureCreateMutation = {
  response: useRateSubfeatureCreateMutation$data;
  variables: useRateSubfeatureCreateMutation$variables;
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
    "name": "useRateSubfeatureCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RateSubfeature",
        "kind": "LinkedField",
        "name": "createRateSubfeature",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RateSubfeatureForm_subfeature"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RateSubfeaturesListTable_subfeatures"
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
    "name": "useRateSubfeatureCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RateSubfeature",
        "kind": "LinkedField",
        "name": "createRateSubfeature",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idRateSubfeature",
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
            "name": "idTypeSubfeature",
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
            "kind": "ScalarField",
            "name": "idTypeSubfeatureItem",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RateFeature",
            "kind": "LinkedField",
            "name": "typeSubfeature",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v2/*:: as any*/)
            ],
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
            "concreteType": "GeneralParameterValue",
            "kind": "LinkedField",
            "name": "typeSubfeatureItem",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2e5b4fc7a6ae84483ffcc83d7aec07a19947618d2d1d29891ee64ed336fc5733",
    "metadata": {},
    "name": "useRateSubfeatureCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "47b673508a3160ed00219ee4b1240d33";

export default node;
