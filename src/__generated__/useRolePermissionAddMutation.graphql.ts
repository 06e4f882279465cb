/**
 * @generated SignedSource<<bafe0a0750881637549b8650bec4758d>>
 * @relayHash db94906f0c8860f495083ca4cb8604dc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7e21d2b528aefa74d0ab7d446b5d3ef682080f3d0ae27d863e542fc5d347333

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssociateInput = {
  idPermissions: ReadonlyArray<string>;
  idRole: string;
};
export type useRolePermissionAddMutation$variables = {
  associateInput: AssociateInput;
};
export type useRolePermissionAddMutation$data = {
  readonly associateRolePermission: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"RolePermissions_role">;
  };
};
export type useRolePermissionAddMutation = {
  response: useRolePermissionAddMutation$data;
  variables: useRolePermissionAddMutation$variables;
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
    "name": "useRolePermissionAddMutation",
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
    "name": "useRolePermissionAddMutation",
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
    "id": "f7e21d2b528aefa74d0ab7d446b5d3ef682080f3d0ae27d863e542fc5d347333",
    "metadata": {},
    "name": "useRolePermissionAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1c19fb6431457ca67b04baab7161b428";

export default node;
