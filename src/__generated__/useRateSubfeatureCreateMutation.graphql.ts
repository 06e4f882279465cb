/**
 * @generated SignedSource<<c5e2451170e220eb78ca7a3d1edbce2c>>
 * @relayHash 906e887c4b06c2cf783f42ee519d1d42
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eec3c719ab388c16a9968f8b7f0e5596f85cfdc3ac0ca06ccd8e85a585e611ba

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
  (v3/*:: as any*/)
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
    "id": "eec3c719ab388c16a9968f8b7f0e5596f85cfdc3ac0ca06ccd8e85a585e611ba",
    "metadata": {},
    "name": "useRateSubfeatureCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "47b673508a3160ed00219ee4b1240d33";

export default node;
