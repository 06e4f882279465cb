/**
 * @generated SignedSource<<f40a52331d0c98dbcf9926d6ad3051c0>>
 * @relayHash 9f5434d9edddf3a9baaad89ca13cfd9b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3393f05ce6c125be96bdd5d59144de5b4f2e334591c733bb5f085b146bfff1ee

import { ConcreteRequest } from 'relay-runtime';
export type ExportFormat = "CSV" | "XLSX" | "%future added value";
export type AccountingExportInput = {
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  format?: ExportFormat | null | undefined;
};
export type useAccountingExportMutation$variables = {
  input: AccountingExportInput;
};
export type useAccountingExportMutation$data = {
  readonly exportAccountingDocuments: {
    readonly base64: string;
    readonly contentType: string;
    readonly fileName: string;
    readonly rowCount: number;
  };
};
export type useAccountingExportMutation = {
  response: useAccountingExportMutation$data;
  variables: useAccountingExportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ExportedFile",
    "kind": "LinkedField",
    "name": "exportAccountingDocuments",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fileName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contentType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "base64",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rowCount",
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
    "name": "useAccountingExportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAccountingExportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3393f05ce6c125be96bdd5d59144de5b4f2e334591c733bb5f085b146bfff1ee",
    "metadata": {},
    "name": "useAccountingExportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "30dc378728bacc331d7f4e7dfdcb07ba";

export default node;
