/**
 * @generated SignedSource<<268b4e67b8df5867ca8924a123b2f78b>>
 * @relayHash 62b9f2a5146e2bfa87d1154f932bc50e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 850c441fb00d9ae313bfcac76ea6e1549c91c2679250f10222ff65407cc4c987

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
    "id": "850c441fb00d9ae313bfcac76ea6e1549c91c2679250f10222ff65407cc4c987",
    "metadata": {},
    "name": "useUserDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e7e594565b3fb0125bf204ef5ed8f128";

export default node;
