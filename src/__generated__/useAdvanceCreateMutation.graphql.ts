/**
 * @generated SignedSource<<8e5322686dcb9918f6a2d20626185605>>
 * @relayHash d4238dbd152eda874ef1f2f166dd3230
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fba3adc5f8ea11b27fa24371a67ff4ec089e93a46c387bbdfb49655c07aa80a0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdvanceMethod = "CASH" | "DEPOSIT" | "%future added value";
export type DepositType = "DEPOSIT" | "TRANSFER" | "%future added value";
export type AdvanceInput = {
  amount?: string | null | undefined;
  deposit?: DepositInput | null | undefined;
  idCurrency?: string | null | undefined;
  idEntity?: string | null | undefined;
  idempotencyKey: string;
  method?: AdvanceMethod | null | undefined;
  note?: string | null | undefined;
};
export type DepositInput = {
  bankAccount?: string | null | undefined;
  depositDate?: string | null | undefined;
  depositType?: DepositType | null | undefined;
  idBank?: string | null | undefined;
  number?: string | null | undefined;
};
export type useAdvanceCreateMutation$variables = {
  data: AdvanceInput;
};
export type useAdvanceCreateMutation$data = {
  readonly createAdvance: {
    readonly document: {
      readonly number: string;
    } | null | undefined;
    readonly idAdvance: string;
    readonly " $fragmentSpreads": FragmentRefs<"AdvancesListTable_advances">;
  };
};
export type useAdvanceCreateMutation = {
  response: useAdvanceCreateMutation$data;
  variables: useAdvanceCreateMutation$variables;
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
    "kind": "Variable",
    "name": "data",
    "variableName": "data"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idAdvance",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAdvanceCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Advance",
        "kind": "LinkedField",
        "name": "createAdvance",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FiscalDocument",
            "kind": "LinkedField",
            "name": "document",
            "plural": false,
            "selections": [
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdvancesListTable_advances"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAdvanceCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Advance",
        "kind": "LinkedField",
        "name": "createAdvance",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FiscalDocument",
            "kind": "LinkedField",
            "name": "document",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "documentType",
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
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "invoiceAmount",
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "fba3adc5f8ea11b27fa24371a67ff4ec089e93a46c387bbdfb49655c07aa80a0",
    "metadata": {},
    "name": "useAdvanceCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "51116ab0a37d45a5df20d1890203c6a0";

export default node;
