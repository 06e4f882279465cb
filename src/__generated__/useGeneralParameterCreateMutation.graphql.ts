/**
 * @generated SignedSource<<99e8c3d1b85f303cf4e655931d65cee3>>
 * @relayHash 14300093018b6cda7b28f5a810311601
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de6dd030b87b5308f8eaae3dbf3718eaa608c4464bf4d4a1bd7307bd24afa32e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateGeneralParameterInput = {
  code?: string | null | undefined;
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
export type useGeneralParameterCreateMutation$variables = {
  data: CreateGeneralParameterInput;
};
export type useGeneralParameterCreateMutation$data = {
  readonly createGeneralParameter: {
    readonly id: string;
    readonly idGeneralParameter: string;
    readonly " $fragmentSpreads": FragmentRefs<"GeneralParameterForm_parameter" | "GeneralParametersListTable_parameters">;
  };
};
export type useGeneralParameterCreateMutation = {
  response: useGeneralParameterCreateMutation$data;
  variables: useGeneralParameterCreateMutation$variables;
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
  "name": "idGeneralParameter",
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
v6 = {
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
    "name": "useGeneralParameterCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GeneralParameter",
        "kind": "LinkedField",
        "name": "createGeneralParameter",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    "name": "useGeneralParameterCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GeneralParameter",
        "kind": "LinkedField",
        "name": "createGeneralParameter",
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
              (v4/*:: as any*/),
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
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nameEs",
                "storageKey": null
              },
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
    "id": "de6dd030b87b5308f8eaae3dbf3718eaa608c4464bf4d4a1bd7307bd24afa32e",
    "metadata": {},
    "name": "useGeneralParameterCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "38bf0de120e9dfb39fc094488237ff01";

export default node;
