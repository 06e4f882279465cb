/**
 * @generated SignedSource<<80ee2365f15859c58e01509ecd6c508f>>
 * @relayHash b14bb2f224c5cb0797d808ceae2117d3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 43b20178fb7e71d34cbaed4e65a22956780f0613e3c43fe4a182f40e2e768027

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssociateInput = {
  idPermissions: ReadonlyArray<string>;
  idRole: string;
};
export type RolePermissionsAddMutation$variables = {
  associateInput: AssociateInput;
};
export type RolePermissionsAddMutation$data = {
  readonly associateRolePermission: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"RolePermissions_role">;
  };
};
export type RolePermissionsAddMutation = {
  response: RolePermissionsAddMutation$data;
  variables: RolePermissionsAddMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "associateInput"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "associateInput",
    "variableName": "associateInput"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RolePermissionsAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "associateRolePermission",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RolePermissions_role"
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
    "name": "RolePermissionsAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "associateRolePermission",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idRole",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Permission",
            "kind": "LinkedField",
            "name": "permissions",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idPermission",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "module",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "43b20178fb7e71d34cbaed4e65a22956780f0613e3c43fe4a182f40e2e768027",
    "metadata": {},
    "name": "RolePermissionsAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f9741a63f2a662460d160fff449fc4a8";

export default node;
