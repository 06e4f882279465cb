/**
 * @generated SignedSource<<95df0134aeeea0c54aee8b1400cc6826>>
 * @relayHash 375336d76cfe4f268398c87e41b4a440
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1838480b89ec623dcea72b9127fbe2b9dc37aab41a52fdaa85c22ce2d9ef03f0

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
    "id": "1838480b89ec623dcea72b9127fbe2b9dc37aab41a52fdaa85c22ce2d9ef03f0",
    "metadata": {},
    "name": "useOuDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dad73d4960cc772a7036303bad15a861";

export default node;
