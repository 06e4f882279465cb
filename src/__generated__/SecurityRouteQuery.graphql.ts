/**
 * @generated SignedSource<<9a5cd3e7bd2253875b085fef63995944>>
 * @relayHash bccacb52add4746c08b3a081de11e5d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 11036b185515711f9d6636581ec573a3d2b4cc1cedf8c895ccf20f3e494df571

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SecurityRouteQuery$variables = Record<PropertyKey, never>;
export type SecurityRouteQuery$data = {
  readonly myMfa: {
    readonly " $fragmentSpreads": FragmentRefs<"SecurityMfa_mfa">;
  };
};
export type SecurityRouteQuery = {
  response: SecurityRouteQuery$data;
  variables: SecurityRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SecurityRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MfaStatus",
        "kind": "LinkedField",
        "name": "myMfa",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SecurityMfa_mfa"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SecurityRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MfaStatus",
        "kind": "LinkedField",
        "name": "myMfa",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "enrolled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "required",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recoveryCodesLeft",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "11036b185515711f9d6636581ec573a3d2b4cc1cedf8c895ccf20f3e494df571",
    "metadata": {},
    "name": "SecurityRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "0e17b415b4beab822a2b59c1d0b9b1e7";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
