/**
 * @generated SignedSource<<f98acffff8d477148e7ed5457b68c1e6>>
 * @relayHash e15e647083e3ddd31883293f8532b871
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d8a6f94443027398933bcd5b748ff5cf65326047d0a56395576a46b5934198e6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useChangeOuMutation$variables = {
  idEntity: string;
  idOu: string;
  idUser: string;
};
export type useChangeOuMutation$data = {
  readonly changeUserOu: {
    readonly id: string;
    readonly idOu: string;
    readonly " $fragmentSpreads": FragmentRefs<"ChangeOuCurrent_viewer" | "ChangeOuForm_viewer">;
  };
};
export type useChangeOuMutation = {
  response: useChangeOuMutation$data;
  variables: useChangeOuMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idEntity"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idOu"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idUser"
},
v3 = [
  {
    "kind": "Variable",
    "name": "idEntity",
    "variableName": "idEntity"
  },
  {
    "kind": "Variable",
    "name": "idOu",
    "variableName": "idOu"
  },
  {
    "kind": "Variable",
    "name": "idUser",
    "variableName": "idUser"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idOu",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idUser",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useChangeOuMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "changeUserOu",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useChangeOuMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "changeUserOu",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Ou",
            "kind": "LinkedField",
            "name": "ou",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Entity",
                "kind": "LinkedField",
                "name": "entity",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "users",
                "plural": true,
                "selections": [
                  (v7/*:: as any*/),
                  (v6/*:: as any*/),
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
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d8a6f94443027398933bcd5b748ff5cf65326047d0a56395576a46b5934198e6",
    "metadata": {},
    "name": "useChangeOuMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5aeffc8b6dc630b49ed05019f947f30f";

export default node;
