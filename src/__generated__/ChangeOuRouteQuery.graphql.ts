/**
 * @generated SignedSource<<5f2fc2808cc27e751c8c02cd500e56f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeOuRouteQuery$variables = Record<PropertyKey, never>;
export type ChangeOuRouteQuery$data = {
  readonly searchOus: {
    readonly data: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ChangeOuForm_ous">;
    }>;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"ChangeOuCurrent_viewer" | "ChangeOuForm_viewer">;
  } | null | undefined;
};
export type ChangeOuRouteQuery = {
  response: ChangeOuRouteQuery$data;
  variables: ChangeOuRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "input",
    "value": {
      "sortBy": "name",
      "sortDirection": "ASC",
      "status": "ACTIVE",
      "take": 100
    }
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Entity",
  "kind": "LinkedField",
  "name": "entity",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idUser",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idOu",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChangeOuRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ChangeOuCurrent_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ChangeOuForm_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "OuPage",
        "kind": "LinkedField",
        "name": "searchOus",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Ou",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ChangeOuForm_ous"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "searchOus(input:{\"sortBy\":\"name\",\"sortDirection\":\"ASC\",\"status\":\"ACTIVE\",\"take\":100})"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChangeOuRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Ou",
            "kind": "LinkedField",
            "name": "ou",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "users",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "OuPage",
        "kind": "LinkedField",
        "name": "searchOus",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Ou",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idEntity",
                "storageKey": null
              },
              (v4/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "searchOus(input:{\"sortBy\":\"name\",\"sortDirection\":\"ASC\",\"status\":\"ACTIVE\",\"take\":100})"
      }
    ]
  },
  "params": {
    "cacheID": "77088934024f79ba81b48520ea3d746d",
    "id": null,
    "metadata": {},
    "name": "ChangeOuRouteQuery",
    "operationKind": "query",
    "text": "query ChangeOuRouteQuery {\n  viewer {\n    ...ChangeOuCurrent_viewer\n    ...ChangeOuForm_viewer\n    id\n  }\n  searchOus(input: {take: 100, status: ACTIVE, sortBy: \"name\", sortDirection: ASC}) {\n    data {\n      ...ChangeOuForm_ous\n      id\n    }\n  }\n}\n\nfragment ChangeOuCurrent_viewer on User {\n  ou {\n    code\n    name\n    entity {\n      name\n      id\n    }\n    users {\n      idUser\n      name\n      lastName\n      email\n      id\n    }\n    id\n  }\n}\n\nfragment ChangeOuForm_ous on Ou {\n  idOu\n  code\n  name\n  idEntity\n  entity {\n    name\n    id\n  }\n}\n\nfragment ChangeOuForm_viewer on User {\n  idUser\n  idOu\n}\n"
  }
};
})();

(node as any).hash = "4d1daa8c098abf2488e496eac5c829ea";

export default node;
