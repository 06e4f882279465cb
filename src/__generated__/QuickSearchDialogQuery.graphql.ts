/**
 * @generated SignedSource<<f834c6b11857955bd548d7b530feb5ae>>
 * @relayHash 3acae7af4fd39614098fbf90b7140970
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ce7ba32af9c45e5a2ff4d09c9359f55182a4d90d7df25c62878d1735b9fafbb1

import { ConcreteRequest } from 'relay-runtime';
export type QuickSearchKind = "CUSTOMER" | "PAYMENT" | "PRODUCT" | "RESERVATION" | "%future added value";
export type QuickSearchDialogQuery$variables = {
  text: string;
};
export type QuickSearchDialogQuery$data = {
  readonly quickSearch: {
    readonly hits: ReadonlyArray<{
      readonly detail: string | null | undefined;
      readonly href: string;
      readonly idRecord: string;
      readonly kind: QuickSearchKind;
      readonly subtitle: string | null | undefined;
      readonly title: string;
    }>;
    readonly kinds: ReadonlyArray<QuickSearchKind>;
  };
};
export type QuickSearchDialogQuery = {
  response: QuickSearchDialogQuery$data;
  variables: QuickSearchDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "text"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "take",
        "value": 5
      },
      {
        "kind": "Variable",
        "name": "text",
        "variableName": "text"
      }
    ],
    "concreteType": "QuickSearchResult",
    "kind": "LinkedField",
    "name": "quickSearch",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kinds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "QuickSearchHit",
        "kind": "LinkedField",
        "name": "hits",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idRecord",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subtitle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "detail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "href",
            "storageKey": null
          }
        ],
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
    "name": "QuickSearchDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuickSearchDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ce7ba32af9c45e5a2ff4d09c9359f55182a4d90d7df25c62878d1735b9fafbb1",
    "metadata": {},
    "name": "QuickSearchDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b5df8c9ea7c599f93d44475976114178";

export default node;
