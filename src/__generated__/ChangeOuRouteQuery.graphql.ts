/**
 * @generated SignedSource<<9d327404b0ca56822b895e0812c8536a>>
 * @relayHash 77088934024f79ba81b48520ea3d746d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 24dfaebe6d4f5423aa66d490c77f85edc8f5ea2bdf8bd8a8dde0cac8b454ceb0

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
    "id": "24dfaebe6d4f5423aa66d490c77f85edc8f5ea2bdf8bd8a8dde0cac8b454ceb0",
    "metadata": {},
    "name": "ChangeOuRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b18b8564cf3826cf326acfd03af215d8";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
