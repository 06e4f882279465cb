/**
 * @generated SignedSource<<8cf64be928b5efae90d3b161b7bae05d>>
 * @relayHash 0104d23db550f766fbf5826d44f0a168
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dbb342600ac05ba66bd580354d1213abc4cb6b07508a0a0091090ab859e459f7

import { ConcreteRequest } from 'relay-runtime';
export type TaxAuthorityStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "SENT" | "%future added value";
export type useTaxDocumentsSendMutation$variables = {
  ids: ReadonlyArray<string>;
};
export type useTaxDocumentsSendMutation$data = {
  readonly sendTaxDocuments: ReadonlyArray<{
    readonly idFiscalDocument: string;
    readonly taxStatus: TaxAuthorityStatus;
  }>;
};
export type useTaxDocumentsSendMutation = {
  response: useTaxDocumentsSendMutation$data;
  variables: useTaxDocumentsSendMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      }
    ],
    "concreteType": "FiscalDocument",
    "kind": "LinkedField",
    "name": "sendTaxDocuments",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "idFiscalDocument",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "taxStatus",
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
    "name": "useTaxDocumentsSendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTaxDocumentsSendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "dbb342600ac05ba66bd580354d1213abc4cb6b07508a0a0091090ab859e459f7",
    "metadata": {},
    "name": "useTaxDocumentsSendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "64872b890a0bc98e6ccf493231277ab0";

export default node;
