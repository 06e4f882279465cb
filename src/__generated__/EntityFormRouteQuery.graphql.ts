/**
 * @generated SignedSource<<5fc6d96bd6e9dfc31b1a00b2f48aa4e5>>
 * @relayHash 09fc32d4f91b01a63b0136f079ee8cef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de8e25aa8f9f73db8f1864751b3c89c7e8008559a929117b0ed142ca9f088592

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EntityFormRouteQuery$variables = {
  id: string;
  isEdit: boolean;
};
export type EntityFormRouteQuery$data = {
  readonly getEntityById?: {
    readonly entityRole: {
      readonly code: string;
    } | null | undefined;
    readonly idEntity: string;
    readonly " $fragmentSpreads": FragmentRefs<"EntityForm_entity">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"EntityForm_catalogs">;
};
export type EntityFormRouteQuery = {
  response: EntityFormRouteQuery$data;
  variables: EntityFormRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "isEdit"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idEntity",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "GeneralParameterValue",
  "kind": "LinkedField",
  "name": "entityRole",
  "plural": false,
  "selections": [
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idCountry",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idGeneralParameterValue",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameEs",
  "storageKey": null
},
v9 = [
  (v7/*:: as any*/),
  (v5/*:: as any*/),
  (v8/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EntityFormRouteQuery",
    "selections": [
      {
        "condition": "isEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "getEntityById",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EntityForm_entity"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "EntityForm_catalogs"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EntityFormRouteQuery",
    "selections": [
      {
        "condition": "isEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "getEntityById",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
                  (v6/*:: as any*/),
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
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": "entityTypes",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "ENTITY_TYPE"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v9/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"ENTITY_TYPE\")"
      },
      {
        "alias": "entityRoles",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "ENTITY_ROLE"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v9/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"ENTITY_ROLE\")"
      },
      {
        "alias": "markets",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "MARKET"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v9/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"MARKET\")"
      },
      {
        "alias": "channels",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "CHANNEL"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v9/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"CHANNEL\")"
      },
      {
        "alias": "sectors",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "SECTOR"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v9/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"SECTOR\")"
      },
      {
        "alias": "businessTypes",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "BUSINESS_TYPE"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v9/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"BUSINESS_TYPE\")"
      },
      {
        "alias": "documentTypes",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "IDENTITY_DOCUMENT_TYPE"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": [
          (v7/*:: as any*/),
          (v5/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shortName",
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": "getGeneralParameterValues(code:\"IDENTITY_DOCUMENT_TYPE\")"
      },
      {
        "alias": "addressTypes",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "ADDRESS_TYPE"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v9/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"ADDRESS_TYPE\")"
      },
      {
        "alias": "contactTypes",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "CONTACT_TYPE"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": [
          (v7/*:: as any*/),
          (v5/*:: as any*/),
          (v8/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": "getGeneralParameterValues(code:\"CONTACT_TYPE\")"
      },
      {
        "alias": "contactPurposes",
        "args": [
          {
            "kind": "Literal",
            "name": "code",
            "value": "CONTACT_PURPOSE"
          }
        ],
        "concreteType": "GeneralParameterValue",
        "kind": "LinkedField",
        "name": "getGeneralParameterValues",
        "plural": true,
        "selections": (v9/*:: as any*/),
        "storageKey": "getGeneralParameterValues(code:\"CONTACT_PURPOSE\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Country",
        "kind": "LinkedField",
        "name": "getCountries",
        "plural": true,
        "selections": [
          (v6/*:: as any*/),
          (v5/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "de8e25aa8f9f73db8f1864751b3c89c7e8008559a929117b0ed142ca9f088592",
    "metadata": {},
    "name": "EntityFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "285746b1cf3cb10076473c40c92113e5";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
