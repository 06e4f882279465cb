/**
 * @generated SignedSource<<d49096d45b8881e04d16e4177fadec02>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "50225210e2de176fc67c4ca65cb5b9fb",
    "id": null,
    "metadata": {},
    "name": "usePermissionDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation usePermissionDeleteMutation(\n  $idPermission: ID!\n) {\n  deletePermission(idPermission: $idPermission)\n}\n"
  }
};
})();

(node as any).hash = "1f47ec3574e2103a81bfe867c27168cd";

export default node;
