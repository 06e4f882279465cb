/**
 * @generated SignedSource<<d82cf83de75c30b9a97c989a92940feb>>
 * @relayHash d3cea9ec59e8caa752bc447dc903df9f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e9006734d7e7bc792e1785644641088a1856ff9854fade79d5614f328a99fbe

import { ConcreteRequest } from 'relay-runtime';
export type SecurityMfaEnrolmentConfirmMutation$variables = {
  code: string;
};
export type SecurityMfaEnrolmentConfirmMutation$data = {
  readonly confirmMfaEnrolment: {
    readonly recoveryCodes: ReadonlyArray<string>;
  };
};
export type SecurityMfaEnrolmentConfirmMutation = {
  response: SecurityMfaEnrolmentConfirmMutation$data;
  variables: SecurityMfaEnrolmentConfirmMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "code",
        "variableName": "code"
      }
    ],
    "concreteType": "MfaEnrolmentResult",
    "kind": "LinkedField",
    "name": "confirmMfaEnrolment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recoveryCodes",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SecurityMfaEnrolmentConfirmMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SecurityMfaEnrolmentConfirmMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2e9006734d7e7bc792e1785644641088a1856ff9854fade79d5614f328a99fbe",
    "metadata": {},
    "name": "SecurityMfaEnrolmentConfirmMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "db4875730efd6e2d6cd1e0d6ed018858";

export default node;
