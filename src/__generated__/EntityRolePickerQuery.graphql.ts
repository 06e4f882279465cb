/**
 * @generated SignedSource<<c2ad79ff06a467001f99710dc6670fb2>>
 * @relayHash 2e5a75a2427aec07298fe2fe64eae695
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9f4da2f4877b03aa1054a2114be01c6cd090ca88e046711337d304c3d3847abd

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
export type EntityRolePickerQuery$variables = {
  input: SearchInput;
};
export type EntityRolePickerQuery$data = {
  readonly searchEntities: {
    readonly data: ReadonlyArray<{
      readonly commercialName: string;
      readonly entityRole: {
        readonly code: string;
      } | null | undefined;
      readonly idEntity: string;
      readonly name: string;
    }>;
  };
};
export type EntityRolePickerQuery = {
  response: EntityRolePickerQuery$data;
  variables: EntityRolePickerQuery$variables;
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
  "name": "idEntity",
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
  "name": "commercialName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "GeneralParameterValue",
  "kind": "LinkedField",
  "name": "entityRole",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EntityRolePickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EntityPage",
        "kind": "LinkedField",
        "name": "searchEntities",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
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
    "name": "EntityRolePickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EntityPage",
        "kind": "LinkedField",
        "name": "searchEntities",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
    "id": "9f4da2f4877b03aa1054a2114be01c6cd090ca88e046711337d304c3d3847abd",
    "metadata": {},
    "name": "EntityRolePickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7b5416b8e1270d82b58726845e94353f";

export default node;
