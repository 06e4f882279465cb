/**
 * @generated SignedSource<<4697e8716b5de7e3d2400072138509c7>>
 * @relayHash ce127cc91d20a5a5edfd8a0efe2e0a25
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e1e419c724b2a014b191376f16e2ef47dc09d27d0aa851a233e828d2950b4dc

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
export type useRateSubfeatureUpdateMutation$variables = {
  data: RateSubfeatureInput;
};
export type useRateSubfeatureUpdateMutation$data = {
  readonly updateRateSubfeature: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"RateSubfeatureForm_subfeature" | "RateSubfeaturesListTable_subfeatures">;
  };
};
export type useRateSubfeatureUpdateMutation = {
  response: useRateSubfeatureUpdateMutation$data;
  variables: useRateSubfeatureUpdateMutation$variables;
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
    "name": "useRateSubfeatureUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RateSubfeature",
        "kind": "LinkedField",
        "name": "updateRateSubfeature",
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
    "name": "useRateSubfeatureUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RateSubfeature",
        "kind": "LinkedField",
        "name": "updateRateSubfeature",
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
    "id": "9e1e419c724b2a014b191376f16e2ef47dc09d27d0aa851a233e828d2950b4dc",
    "metadata": {},
    "name": "useRateSubfeatureUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1dc66edfbe6f76787c4451f65c32e67b";

export default node;
