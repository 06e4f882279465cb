/**
 * @generated SignedSource<<15a27ed1b44f25f65a1868e5403b767e>>
 * @relayHash a50ef62d02346c1cf4e0201e2bb7f2b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d62179549f45bb3a723c8a6272ab31f4a28961a2f7e6b20a6679b7148f742704

import { ConcreteRequest } from 'relay-runtime';
export type DeleteOuInput = {
  idOu: string;
};
export type OuFormDeleteMutation$variables = {
  data: DeleteOuInput;
};
export type OuFormDeleteMutation$data = {
  readonly deleteOu: boolean;
};
export type OuFormDeleteMutation = {
  response: OuFormDeleteMutation$data;
  variables: OuFormDeleteMutation$variables;
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
    "name": "OuFormDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OuFormDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d62179549f45bb3a723c8a6272ab31f4a28961a2f7e6b20a6679b7148f742704",
    "metadata": {},
    "name": "OuFormDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bd308653f51994fef95d56fa63034a9b";

export default node;
