/**
 * @generated SignedSource<<705c556959342609085dcab66d7a61ec>>
 * @relayHash 50225210e2de176fc67c4ca65cb5b9fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0f254bc947d41f7464dc5d59aac4d78b92426831ef02cd2c614968ba4f49459

import { ConcreteRequest } from 'relay-runtime';
export type usePermissionDeleteMutation$variables = {
  idPermission: string;
};
export type usePermissionDeleteMutation$data = {
  readonly deletePermission: boolean;
};
export type usePermissionDeleteMutation = {
  response: usePermissionDeleteMutation$data;
  variables: usePermissionDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idPermission"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "idPermission",
        "variableName": "idPermission"
      }
    ],
    "kind": "ScalarField",
    "name": "deletePermission",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePermissionDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePermissionDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b0f254bc947d41f7464dc5d59aac4d78b92426831ef02cd2c614968ba4f49459",
    "metadata": {},
    "name": "usePermissionDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1f47ec3574e2103a81bfe867c27168cd";

export default node;
