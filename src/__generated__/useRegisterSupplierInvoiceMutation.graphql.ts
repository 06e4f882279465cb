/**
 * @generated SignedSource<<48b9562027541eaf859b91819bd34fe5>>
 * @relayHash 9f1239db3d2fc1a4ec163e34ab2b35ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4f1fed8ccbbe0386cd7879dae3bc28f0b0ca5469853828dda9ced57c9f245248

import { ConcreteRequest } from 'relay-runtime';
export type SupplierInvoiceInput = {
  dueDate?: string | null | undefined;
  idCurrency?: string | null | undefined;
  idSupplier?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  invoiceDate?: string | null | undefined;
  lines?: ReadonlyArray<SupplierInvoiceLineInput> | null | undefined;
  note?: string | null | undefined;
  number?: string | null | undefined;
};
export type SupplierInvoiceLineInput = {
  amount?: string | null | undefined;
  description?: string | null | undefined;
  idReservationItem?: string | null | undefined;
  taxAmount?: string | null | undefined;
};
export type useRegisterSupplierInvoiceMutation$variables = {
  data: SupplierInvoiceInput;
};
export type useRegisterSupplierInvoiceMutation$data = {
  readonly registerSupplierInvoice: {
    readonly id: string;
    readonly idSupplierInvoice: string;
    readonly number: string;
  };
};
export type useRegisterSupplierInvoiceMutation = {
  response: useRegisterSupplierInvoiceMutation$data;
  variables: useRegisterSupplierInvoiceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "data"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "data",
        "variableName": "data"
      }
    ],
    "concreteType": "SupplierInvoice",
    "kind": "LinkedField",
    "name": "registerSupplierInvoice",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "idSupplierInvoice",
        "storageKey": null
      },
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRegisterSupplierInvoiceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRegisterSupplierInvoiceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4f1fed8ccbbe0386cd7879dae3bc28f0b0ca5469853828dda9ced57c9f245248",
    "metadata": {},
    "name": "useRegisterSupplierInvoiceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1e153dae8e042feee65bd35f07222136";

export default node;
