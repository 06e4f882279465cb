/**
 * @generated SignedSource<<b24c2856f93eaa49a6322db812e607a6>>
 * @relayHash 9a8e2fc2c07aa4f92f9e63a86dd34a56
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f7835f2395b556a79ad9fdb77b79a49ecf0bbd0af4e698d4de189758692ba83

import { ConcreteRequest } from 'relay-runtime';
export type SecurityMfaEnrolmentStartMutation$variables = Record<PropertyKey, never>;
export type SecurityMfaEnrolmentStartMutation$data = {
  readonly startMfaEnrolment: {
    readonly otpauthUri: string;
    readonly secret: string;
  };
};
export type SecurityMfaEnrolmentStartMutation = {
  response: SecurityMfaEnrolmentStartMutation$data;
  variables: SecurityMfaEnrolmentStartMutation$variables;
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
    "name": "SecurityMfaEnrolmentStartMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SecurityMfaEnrolmentStartMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "6f7835f2395b556a79ad9fdb77b79a49ecf0bbd0af4e698d4de189758692ba83",
    "metadata": {},
    "name": "SecurityMfaEnrolmentStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8224d98c3621e9836311a27751c396bd";

export default node;
