/**
 * @generated SignedSource<<983ce1ddfde9144b6a0a7ac08be39375>>
 * @relayHash 0045705fb6bcdc69140207defb862cc2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2dee10a8e7dd3307f24dfbad77878315ddad28c62b35b8d1c1802da196c43722

import { ConcreteRequest } from 'relay-runtime';
export type useReleaseOverdueMutation$variables = Record<PropertyKey, never>;
export type useReleaseOverdueMutation$data = {
  readonly releaseOverdueReservations: ReadonlyArray<string>;
};
export type useReleaseOverdueMutation = {
  response: useReleaseOverdueMutation$data;
  variables: useReleaseOverdueMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "releaseOverdueReservations",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useReleaseOverdueMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useReleaseOverdueMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2dee10a8e7dd3307f24dfbad77878315ddad28c62b35b8d1c1802da196c43722",
    "metadata": {},
    "name": "useReleaseOverdueMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4729c40a3935bd6fb32166112545bd2f";

export default node;
