/**
 * @generated SignedSource<<14311bfcf0aa240907d4f4a588b80385>>
 * @relayHash a84448cf7fe51844d6ef303760b21e41
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51d41c992fffc81e4b8ad323a75dd0dbc4485cae7c1fadb742ac46778f4af1b6

import { ConcreteRequest } from 'relay-runtime';
export type useMfaEnrolmentStartMutation$variables = Record<PropertyKey, never>;
export type useMfaEnrolmentStartMutation$data = {
  readonly startMfaEnrolment: {
    readonly otpauthUri: string;
    readonly secret: string;
  };
};
export type useMfaEnrolmentStartMutation = {
  response: useMfaEnrolmentStartMutation$data;
  variables: useMfaEnrolmentStartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MfaEnrolment",
    "kind": "LinkedField",
    "name": "startMfaEnrolment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secret",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "otpauthUri",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useMfaEnrolmentStartMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMfaEnrolmentStartMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "51d41c992fffc81e4b8ad323a75dd0dbc4485cae7c1fadb742ac46778f4af1b6",
    "metadata": {},
    "name": "useMfaEnrolmentStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "00b60b379351e2c295e15cb2fed46b5c";

export default node;
