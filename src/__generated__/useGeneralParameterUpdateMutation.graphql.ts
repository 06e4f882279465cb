/**
 * @generated SignedSource<<73169d6f982ed3484a1f57375e984ccf>>
 * @relayHash a3c3cb4862f20dd409e1a0ed0dc19c85
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c0aefbaa2ab3d3a570eef63ef5e50b74108371b1bac00d5a4f0c0f2d6f10d88

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateGeneralParameterInput = {
  code?: string | null | undefined;
  idGeneralParameter: string;
  idParent?: string | null | undefined;
  name?: string | null | undefined;
  shortName?: string | null | undefined;
  values?: ReadonlyArray<GeneralParameterValueInput> | null | undefined;
};
export type GeneralParameterValueInput = {
  code?: string | null | undefined;
  idGeneralParameterValue?: string | null | undefined;
  name?: string | null | undefined;
  nameEs?: string | null | undefined;
  shortName?: string | null | undefined;
  value?: string | null | undefined;
};
export type useGeneralParameterUpdateMutation$variables = {
  data: UpdateGeneralParameterInput;
};
export type useGeneralParameterUpdateMutation$data = {
  readonly updateGeneralParameter: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"GeneralParameterForm_parameter" | "GeneralParametersListTable_parameters">;
  };
};
export type useGeneralParameterUpdateMutation = {
  response: useGeneralParameterUpdateMutation$data;
  variables: useGeneralParameterUpdateMutation$variables;
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useGeneralParameterUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GeneralParameter",
        "kind": "LinkedField",
        "name": "updateGeneralParameter",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GeneralParameterForm_parameter"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GeneralParametersListTable_parameters"
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
    "name": "useGeneralParameterUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GeneralParameter",
        "kind": "LinkedField",
        "name": "updateGeneralParameter",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idGeneralParameter",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isShared",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idParent",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "GeneralParameter",
            "kind": "LinkedField",
            "name": "parent",
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
            "name": "values",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idGeneralParameterValue",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nameEs",
                "storageKey": null
              },
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "valueCount",
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
    "id": "9c0aefbaa2ab3d3a570eef63ef5e50b74108371b1bac00d5a4f0c0f2d6f10d88",
    "metadata": {},
    "name": "useGeneralParameterUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "664d3b21c7b978fb66b0e37e66a380bd";

export default node;
