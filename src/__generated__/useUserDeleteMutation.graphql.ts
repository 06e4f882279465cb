/**
 * @generated SignedSource<<b0e075c6bf1217604d65617b2c77c931>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteUserInput = {
  idUser: string;
};
export type useUserDeleteMutation$variables = {
  data: DeleteUserInput;
};
export type useUserDeleteMutation$data = {
  readonly deleteUser: boolean;
};
export type useUserDeleteMutation = {
  response: useUserDeleteMutation$data;
  variables: useUserDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "data"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "data",
        "variableName": "data"
      }
    ],
    "kind": "ScalarField",
    "name": "deleteUser",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUserDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUserDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "62b9f2a5146e2bfa87d1154f932bc50e",
    "id": null,
    "metadata": {},
    "name": "useUserDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useUserDeleteMutation(\n  $data: DeleteUserInput!\n) {\n  deleteUser(data: $data)\n}\n"
  }
};
})();

(node as any).hash = "e7e594565b3fb0125bf204ef5ed8f128";

export default node;
