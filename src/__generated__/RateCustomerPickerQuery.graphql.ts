/**
 * @generated SignedSource<<f5357a5b7f74c0d2f49522fcea4b10b3>>
 * @relayHash c6f80d330ddd88711699a3f63bb73eda
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c1b5fce288d8b15aadb2341efb7b568da99b3af326693d3d845118b4dd0db26

import { ConcreteRequest } from 'relay-runtime';
export type EntityRoleFilter = "BOTH" | "CUSTOMER" | "SUPPLIER" | "%future added value";
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
export type EntitySearchInput = {
  role?: EntityRoleFilter | null | undefined;
  skip?: number | null | undefined;
  sortBy?: string | null | undefined;
  sortDirection?: SortDirection | null | undefined;
  status?: Status | null | undefined;
  take?: number | null | undefined;
  text?: string | null | undefined;
};
export type RateCustomerPickerQuery$variables = {
  input: EntitySearchInput;
  selected: string;
  withSelected: boolean;
};
export type RateCustomerPickerQuery$data = {
  readonly searchEntityList: {
    readonly data: ReadonlyArray<{
      readonly commercialName: string;
      readonly idEntity: string;
      readonly name: string;
    }>;
  };
  readonly selected?: {
    readonly commercialName: string;
    readonly idEntity: string;
    readonly name: string;
  } | null | undefined;
};
export type RateCustomerPickerQuery = {
  response: RateCustomerPickerQuery$data;
  variables: RateCustomerPickerQuery$variables;
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
    "name": "selected"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withSelected"
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
v5 = [
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/)
],
v6 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "selected"
  }
],
v7 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RateCustomerPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EntityPage",
        "kind": "LinkedField",
        "name": "searchEntityList",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "withSelected",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "selected",
            "args": (v6/*:: as any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "getEntityById",
            "plural": false,
            "selections": (v5/*:: as any*/),
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
    "name": "RateCustomerPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EntityPage",
        "kind": "LinkedField",
        "name": "searchEntityList",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "withSelected",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "selected",
            "args": (v6/*:: as any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "getEntityById",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "1c1b5fce288d8b15aadb2341efb7b568da99b3af326693d3d845118b4dd0db26",
    "metadata": {},
    "name": "RateCustomerPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7312d41c68d468e05424419e0385e9ec";

export default node;
