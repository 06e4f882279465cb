/**
 * @generated SignedSource<<02cc43eeab02f00cabd210b1978ddaeb>>
 * @relayHash ca36e924117e299e696e20a769732cde
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 64ad7ae0090673ce7600f3936502167456577288a363b0949a569bc1f7c74d34

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssociateInput = {
  idPermissions: ReadonlyArray<string>;
  idRole: string;
};
export type RolePermissionsRemoveMutation$variables = {
  associateInput: AssociateInput;
};
export type RolePermissionsRemoveMutation$data = {
  readonly removeRolePermission: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"RolePermissions_role">;
  };
};
export type RolePermissionsRemoveMutation = {
  response: RolePermissionsRemoveMutation$data;
  variables: RolePermissionsRemoveMutation$variables;
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
    "name": "RolePermissionsRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "removeRolePermission",
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
    "name": "RolePermissionsRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Role",
        "kind": "LinkedField",
        "name": "removeRolePermission",
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
    "id": "64ad7ae0090673ce7600f3936502167456577288a363b0949a569bc1f7c74d34",
    "metadata": {},
    "name": "RolePermissionsRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b12f886057be8140c56ebadc474dabb9";

export default node;
