/**
 * @generated SignedSource<<0ebf29d4a848b523eab39b7349f5518c>>
 * @relayHash 4dcc74624ae78210f20c046e7d923d96
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5c2053ec3962e3d28b21d9fe89f799f8cf0b3b71d80e1238162846398200ece4

import { ConcreteRequest } from 'relay-runtime';
export type DeleteUserInput = {
  idUser: string;
};
export type UserFormDeleteMutation$variables = {
  data: DeleteUserInput;
};
export type UserFormDeleteMutation$data = {
  readonly deleteUser: boolean;
};
export type UserFormDeleteMutation = {
  response: UserFormDeleteMutation$data;
  variables: UserFormDeleteMutation$variables;
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
    "name": "UserFormDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserFormDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5c2053ec3962e3d28b21d9fe89f799f8cf0b3b71d80e1238162846398200ece4",
    "metadata": {},
    "name": "UserFormDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2bd8759e7e256c693b692cd167c1cc24";

export default node;
