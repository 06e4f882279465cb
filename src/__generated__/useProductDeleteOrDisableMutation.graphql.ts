/**
 * @generated SignedSource<<c757eac13482b7380e3f8d7ba88bef94>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteOrDisableOutcome = "DELETED" | "DISABLED" | "%future added value";
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
export type useProductDeleteOrDisableMutation$variables = {
  idProduct: string;
};
export type useProductDeleteOrDisableMutation$data = {
  readonly deleteOrDisableProduct: {
    readonly outcome: DeleteOrDisableOutcome;
    readonly product: {
      readonly id: string;
      readonly idStatus: Status;
      readonly " $fragmentSpreads": FragmentRefs<"ProductView_product" | "ProductsListTable_products">;
    } | null | undefined;
  };
};
export type useProductDeleteOrDisableMutation = {
  response: useProductDeleteOrDisableMutation$data;
  variables: useProductDeleteOrDisableMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idProduct"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "idProduct",
    "variableName": "idProduct"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outcome",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idStatus",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = [
  (v6/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idProductFeature",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idProductFeatureItem",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useProductDeleteOrDisableMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteOrDisableProductPayload",
        "kind": "LinkedField",
        "name": "deleteOrDisableProduct",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "product",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProductView_product"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProductsListTable_products"
              }
            ],
            "storageKey": null
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
    "name": "useProductDeleteOrDisableMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteOrDisableProductPayload",
        "kind": "LinkedField",
        "name": "deleteOrDisableProduct",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Product",
            "kind": "LinkedField",
            "name": "product",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "idProduct",
                "storageKey": null
              },
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GeneralParameterValue",
                "kind": "LinkedField",
                "name": "productType",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isReferenced",
                "storageKey": null
              },
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GeneralParameterValue",
                "kind": "LinkedField",
                "name": "productUnit",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Entity",
                "kind": "LinkedField",
                "name": "supplier",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "commercialName",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasInventory",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "taxInternationalCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "operationalCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductCategory",
                "kind": "LinkedField",
                "name": "categories",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "idProductCategory",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "GeneralParameterValue",
                    "kind": "LinkedField",
                    "name": "categoryType",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductFeature",
                "kind": "LinkedField",
                "name": "features",
                "plural": true,
                "selections": [
                  (v9/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "GeneralParameterValue",
                    "kind": "LinkedField",
                    "name": "featureType",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductFeatureItem",
                "kind": "LinkedField",
                "name": "subfeatureItems",
                "plural": true,
                "selections": [
                  (v10/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProductFeature",
                    "kind": "LinkedField",
                    "name": "feature",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      (v6/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductIdentification",
                "kind": "LinkedField",
                "name": "identifications",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "idProductIdentification",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "GeneralParameterValue",
                    "kind": "LinkedField",
                    "name": "identificationType",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
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
                "concreteType": "ProductInstance",
                "kind": "LinkedField",
                "name": "instances",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "idProductInstance",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v8/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProductFeatureItem",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      (v10/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
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
    "cacheID": "1a95ac6193d92d792d453813c0efb84c",
    "id": null,
    "metadata": {},
    "name": "useProductDeleteOrDisableMutation",
    "operationKind": "mutation",
    "text": "mutation useProductDeleteOrDisableMutation(\n  $idProduct: ID!\n) {\n  deleteOrDisableProduct(idProduct: $idProduct) {\n    outcome\n    product {\n      id\n      idStatus\n      ...ProductView_product\n      ...ProductsListTable_products\n    }\n  }\n}\n\nfragment ProductBasicCard_product on Product {\n  idProduct\n  code\n  name\n  shortName\n  productType {\n    name\n  }\n  productUnit {\n    name\n  }\n  supplier {\n    name\n    commercialName\n    id\n  }\n  hasInventory\n  taxInternationalCode\n  operationalCode\n  idStatus\n  updatedAt\n}\n\nfragment ProductCategoriesCard_product on Product {\n  idProduct\n  categories {\n    idProductCategory\n    name\n    categoryType {\n      name\n    }\n    id\n  }\n}\n\nfragment ProductFeaturesCard_product on Product {\n  idProduct\n  features {\n    idProductFeature\n    name\n    featureType {\n      name\n    }\n    id\n  }\n}\n\nfragment ProductIdentificationsCard_product on Product {\n  idProduct\n  identifications {\n    idProductIdentification\n    identificationType {\n      name\n    }\n    value\n  }\n}\n\nfragment ProductInstancesCard_product on Product {\n  idProduct\n  hasInventory\n  instances {\n    idProductInstance\n    code\n    name\n    shortName\n    idStatus\n    items {\n      idProductFeatureItem\n      name\n    }\n    id\n  }\n}\n\nfragment ProductSubfeaturesCard_product on Product {\n  idProduct\n  subfeatureItems {\n    idProductFeatureItem\n    name\n    feature {\n      idProductFeature\n      name\n      id\n    }\n  }\n}\n\nfragment ProductViewActions_product on Product {\n  idProduct\n  name\n  idStatus\n  isReferenced\n}\n\nfragment ProductView_product on Product {\n  idProduct\n  code\n  name\n  idStatus\n  productType {\n    name\n  }\n  ...ProductViewActions_product\n  ...ProductBasicCard_product\n  ...ProductCategoriesCard_product\n  ...ProductFeaturesCard_product\n  ...ProductSubfeaturesCard_product\n  ...ProductIdentificationsCard_product\n  ...ProductInstancesCard_product\n}\n\nfragment ProductsListTable_products on Product {\n  id\n  idProduct\n  code\n  name\n  shortName\n  idStatus\n  hasInventory\n  productType {\n    name\n  }\n  productUnit {\n    shortName\n  }\n  supplier {\n    name\n    commercialName\n    id\n  }\n  instances {\n    idProductInstance\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "8717cf8cf9e4ffb2154a407f82865623";

export default node;
