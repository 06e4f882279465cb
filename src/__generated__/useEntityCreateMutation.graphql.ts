/**
 * @generated SignedSource<<30ae79e2ba91686d1bba8cbd82871f5b>>
 * @relayHash 018da5e3800594d943d6efd38e1c9f02
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d587b9a031984a8bd7bf233a67af6c0718a9a3c6f2ce2d3ad33f3574734bccac

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateEntityInput = {
  addresses?: ReadonlyArray<EntityAddressInput> | null | undefined;
  commercialName?: string | null | undefined;
  contacts?: ReadonlyArray<EntityContactInput> | null | undefined;
  deferredDocs?: boolean | null | undefined;
  entityInfo?: EntityInfoInput | null | undefined;
  idBusinessType?: string | null | undefined;
  idChannel?: string | null | undefined;
  idEntityRole?: string | null | undefined;
  idEntityType?: string | null | undefined;
  idIdentityDocumentType?: string | null | undefined;
  idMarket?: string | null | undefined;
  idNationality?: string | null | undefined;
  idSector?: string | null | undefined;
  identityDocumentNumber?: string | null | undefined;
  name?: string | null | undefined;
};
export type EntityAddressInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  idAddressType?: string | null | undefined;
  idCountry?: string | null | undefined;
  idEntityAddress?: string | null | undefined;
  postalCode?: string | null | undefined;
  state?: string | null | undefined;
};
export type EntityContactInput = {
  idContactPurpose?: string | null | undefined;
  idContactType?: string | null | undefined;
  idEntityContact?: string | null | undefined;
  value?: string | null | undefined;
};
export type EntityInfoInput = {
  checkingAccount?: string | null | undefined;
  paidoutCheckingAccount?: string | null | undefined;
};
export type useEntityCreateMutation$variables = {
  data: CreateEntityInput;
};
export type useEntityCreateMutation$data = {
  readonly createEntity: {
    readonly id: string;
    readonly idEntity: string;
    readonly " $fragmentSpreads": FragmentRefs<"EntitiesListTable_entities" | "EntityForm_entity">;
  };
};
export type useEntityCreateMutation = {
  response: useEntityCreateMutation$data;
  variables: useEntityCreateMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idEntity",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "nameEs",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useEntityCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Entity",
        "kind": "LinkedField",
        "name": "createEntity",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EntityForm_entity"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EntitiesListTable_entities"
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
    "name": "useEntityCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Entity",
        "kind": "LinkedField",
        "name": "createEntity",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "commercialName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deferredDocs",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idEntityType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idEntityRole",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idMarket",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idChannel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idSector",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idBusinessType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idIdentityDocumentType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "identityDocumentNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idNationality",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EntityAddress",
            "kind": "LinkedField",
            "name": "addresses",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idEntityAddress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idAddressType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "city",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idCountry",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "postalCode",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EntityContact",
            "kind": "LinkedField",
            "name": "contacts",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idEntityContact",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idContactType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idContactPurpose",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EntityInfo",
            "kind": "LinkedField",
            "name": "entityInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "checkingAccount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paidoutCheckingAccount",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "toComplete",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "missingFields",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "GeneralParameterValue",
            "kind": "LinkedField",
            "name": "identityDocumentType",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shortName",
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
            "name": "entityRole",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "GeneralParameterValue",
            "kind": "LinkedField",
            "name": "entityType",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d587b9a031984a8bd7bf233a67af6c0718a9a3c6f2ce2d3ad33f3574734bccac",
    "metadata": {},
    "name": "useEntityCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c4d26a593204f696ec0f2c51c2b2622f";

export default node;
