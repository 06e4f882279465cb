/**
 * @generated SignedSource<<cfbb5861cd77f6f724e4230c9cfe3cb2>>
 * @relayHash 38b65cb4f59760f45565165ed879e358
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 541e38bbb9688b12d5406409cf507a4842ccf56a1c824a3847bcdcfb689258ca

import { ConcreteRequest } from 'relay-runtime';
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
export type GeneralParameterParentPickerQuery$variables = {
  input: SearchInput;
};
export type GeneralParameterParentPickerQuery$data = {
  readonly searchGeneralParameters: {
    readonly data: ReadonlyArray<{
      readonly code: string;
      readonly idGeneralParameter: string;
      readonly name: string;
    }>;
  };
};
export type GeneralParameterParentPickerQuery = {
  response: GeneralParameterParentPickerQuery$data;
  variables: GeneralParameterParentPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
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
  "name": "idGeneralParameter",
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
  "name": "code",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GeneralParameterParentPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GeneralParameterPage",
        "kind": "LinkedField",
        "name": "searchGeneralParameters",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GeneralParameter",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GeneralParameterParentPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GeneralParameterPage",
        "kind": "LinkedField",
        "name": "searchGeneralParameters",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GeneralParameter",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "541e38bbb9688b12d5406409cf507a4842ccf56a1c824a3847bcdcfb689258ca",
    "metadata": {},
    "name": "GeneralParameterParentPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b9db9d9a8dc04e540d84fb157d567483";

export default node;
