/**
 * @generated SignedSource<<31830a07962bed71aba3dabf72d7d6ff>>
 * @relayHash d10c70c4915ab2992545c5db8d23492a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb5513d5efc0f75c318219e050f3baf054867aaa97588a592b5cc1262a377219

import { ConcreteRequest } from 'relay-runtime';
export type AdvancePaymentFormQuery$variables = {
  idCurrency?: string | null | undefined;
  idEntity: string;
};
export type AdvancePaymentFormQuery$data = {
  readonly searchApplicableAdvances: ReadonlyArray<{
    readonly advanceDate: string;
    readonly availableAmount: string;
    readonly currency: {
      readonly code: string;
    } | null | undefined;
    readonly document: {
      readonly number: string;
    } | null | undefined;
    readonly idAdvance: string;
  }>;
};
export type AdvancePaymentFormQuery = {
  response: AdvancePaymentFormQuery$data;
  variables: AdvancePaymentFormQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idCurrency"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "idEntity"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "idCurrency",
        "variableName": "idCurrency"
      },
      {
        "kind": "Variable",
        "name": "idEntity",
        "variableName": "idEntity"
      }
    ],
    "concreteType": "Advance",
    "kind": "LinkedField",
    "name": "searchApplicableAdvances",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "idAdvance",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "availableAmount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "advanceDate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "currency",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FiscalDocument",
        "kind": "LinkedField",
        "name": "document",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdvancePaymentFormQuery",
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
    "name": "AdvancePaymentFormQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "bb5513d5efc0f75c318219e050f3baf054867aaa97588a592b5cc1262a377219",
    "metadata": {},
    "name": "AdvancePaymentFormQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ba2757423760ac476424e771042070ed";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
