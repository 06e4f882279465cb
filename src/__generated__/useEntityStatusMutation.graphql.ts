/**
 * @generated SignedSource<<c2080ba204bb34b257395b0f4508db39>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
export type useEntityStatusMutation$variables = {
  idEntity: string;
  idStatus: Status;
};
export type useEntityStatusMutation$data = {
  readonly setEntityStatus: {
    readonly id: string;
    readonly idStatus: Status;
    readonly " $fragmentSpreads": FragmentRefs<"EntitiesListTable_entities" | "EntityForm_entity">;
  };
};
export type useEntityStatusMutation = {
  response: useEntityStatusMutation$data;
  variables: useEntityStatusMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idEntity"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idStatus"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "idEntity",
    "variableName": "idEntity"
  },
  {
    "kind": "Variable",
    "name": "idStatus",
    "variableName": "idStatus"
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
  "name": "idStatus",
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
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useEntityStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Entity",
        "kind": "LinkedField",
        "name": "setEntityStatus",
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
    "name": "useEntityStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Entity",
        "kind": "LinkedField",
        "name": "setEntityStatus",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idEntity",
            "storageKey": null
          },
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
    "cacheID": "a27d7d466bc0295f23dfae51894121d6",
    "id": null,
    "metadata": {},
    "name": "useEntityStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useEntityStatusMutation(\n  $idEntity: ID!\n  $idStatus: Status!\n) {\n  setEntityStatus(idEntity: $idEntity, idStatus: $idStatus) {\n    id\n    idStatus\n    ...EntityForm_entity\n    ...EntitiesListTable_entities\n  }\n}\n\nfragment EntitiesListTable_entities on Entity {\n  id\n  idEntity\n  name\n  commercialName\n  idStatus\n  identityDocumentNumber\n  identityDocumentType {\n    shortName\n  }\n  entityRole {\n    name\n  }\n  entityType {\n    name\n  }\n}\n\nfragment EntityForm_entity on Entity {\n  idEntity\n  name\n  commercialName\n  idStatus\n  deferredDocs\n  idEntityType\n  idEntityRole\n  idMarket\n  idChannel\n  idSector\n  idBusinessType\n  idIdentityDocumentType\n  identityDocumentNumber\n  idNationality\n  addresses {\n    idEntityAddress\n    idAddressType\n    address\n    state\n    city\n    idCountry\n    postalCode\n  }\n  contacts {\n    idEntityContact\n    idContactType\n    idContactPurpose\n    value\n  }\n  entityInfo {\n    checkingAccount\n    paidoutCheckingAccount\n  }\n}\n"
  }
};
})();

(node as any).hash = "eb2d77d5bca8be70e99296b0614434e5";

export default node;
