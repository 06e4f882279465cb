/**
 * @generated SignedSource<<710cb3b0ecb31da96a42e31da41ce0a5>>
 * @relayHash b4aa1659c23f8fe64cf8df98ef21a4b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ab4bac48526997896c3abc3afd63f6fb428086592d14a9459ffd9c728f52204

import { ConcreteRequest } from 'relay-runtime';
export type AccessGuardQuery$variables = {
  idUser: string;
  target: string;
};
export type AccessGuardQuery$data = {
  readonly checkAccessToPermission: boolean;
};
export type AccessGuardQuery = {
  response: AccessGuardQuery$data;
  variables: AccessGuardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idUser"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "target"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "idUser",
        "variableName": "idUser"
      },
      {
        "kind": "Variable",
        "name": "target",
        "variableName": "target"
      }
    ],
    "kind": "ScalarField",
    "name": "checkAccessToPermission",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccessGuardQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AccessGuardQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "4ab4bac48526997896c3abc3afd63f6fb428086592d14a9459ffd9c728f52204",
    "metadata": {},
    "name": "AccessGuardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c87d2de6cc50c7918acb9b5b97e3ef3a";

export default node;
