/**
 * @generated SignedSource<<f4e073e58b1ee89c097c9429fd9d2a74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteOuInput = {
  idOu: string;
};
export type useOuDeleteMutation$variables = {
  data: DeleteOuInput;
};
export type useOuDeleteMutation$data = {
  readonly deleteOu: boolean;
};
export type useOuDeleteMutation = {
  response: useOuDeleteMutation$data;
  variables: useOuDeleteMutation$variables;
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
    "name": "deleteOu",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useOuDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOuDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "375336d76cfe4f268398c87e41b4a440",
    "id": null,
    "metadata": {},
    "name": "useOuDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useOuDeleteMutation(\n  $data: DeleteOuInput!\n) {\n  deleteOu(data: $data)\n}\n"
  }
};
})();

(node as any).hash = "dad73d4960cc772a7036303bad15a861";

export default node;
