/**
 * @generated SignedSource<<53a8c4fb27d1ac86b035b9466f092cc2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
export type useProductStatusMutation$variables = {
  idProduct: string;
  idStatus: Status;
};
export type useProductStatusMutation$data = {
  readonly setProductStatus: {
    readonly id: string;
    readonly idStatus: Status;
    readonly " $fragmentSpreads": FragmentRefs<"ProductView_product" | "ProductsListTable_products">;
  };
};
export type useProductStatusMutation = {
  response: useProductStatusMutation$data;
  variables: useProductStatusMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idProduct"
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
    "name": "idProduct",
    "variableName": "idProduct"
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
  "name": "code",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idProductFeature",
  "storageKey": null
},
v9 = {
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
    "name": "useProductStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "setProductStatus",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProductStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Product",
        "kind": "LinkedField",
        "name": "setProductStatus",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idProduct",
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "GeneralParameterValue",
            "kind": "LinkedField",
            "name": "productType",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isReferenced",
            "storageKey": null
          },
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "GeneralParameterValue",
            "kind": "LinkedField",
            "name": "productUnit",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v7/*:: as any*/)
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
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "commercialName",
                "storageKey": null
              },
              (v2/*:: as any*/)
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
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GeneralParameterValue",
                "kind": "LinkedField",
                "name": "categoryType",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              (v2/*:: as any*/)
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
              (v8/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GeneralParameterValue",
                "kind": "LinkedField",
                "name": "featureType",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              (v2/*:: as any*/)
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
              (v9/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductFeature",
                "kind": "LinkedField",
                "name": "feature",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/),
                  (v5/*:: as any*/),
                  (v2/*:: as any*/)
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
                "selections": (v6/*:: as any*/),
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
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v7/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductFeatureItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  (v9/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9bde020481dd1cb55138b975d377e9fa",
    "id": null,
    "metadata": {},
    "name": "useProductStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useProductStatusMutation(\n  $idProduct: ID!\n  $idStatus: Status!\n) {\n  setProductStatus(idProduct: $idProduct, idStatus: $idStatus) {\n    id\n    idStatus\n    ...ProductView_product\n    ...ProductsListTable_products\n  }\n}\n\nfragment ProductBasicCard_product on Product {\n  idProduct\n  code\n  name\n  shortName\n  productType {\n    name\n  }\n  productUnit {\n    name\n  }\n  supplier {\n    name\n    commercialName\n    id\n  }\n  hasInventory\n  taxInternationalCode\n  operationalCode\n  idStatus\n  updatedAt\n}\n\nfragment ProductCategoriesCard_product on Product {\n  idProduct\n  categories {\n    idProductCategory\n    name\n    categoryType {\n      name\n    }\n    id\n  }\n}\n\nfragment ProductFeaturesCard_product on Product {\n  idProduct\n  features {\n    idProductFeature\n    name\n    featureType {\n      name\n    }\n    id\n  }\n}\n\nfragment ProductIdentificationsCard_product on Product {\n  idProduct\n  identifications {\n    idProductIdentification\n    identificationType {\n      name\n    }\n    value\n  }\n}\n\nfragment ProductInstancesCard_product on Product {\n  idProduct\n  hasInventory\n  instances {\n    idProductInstance\n    code\n    name\n    shortName\n    idStatus\n    items {\n      idProductFeatureItem\n      name\n    }\n    id\n  }\n}\n\nfragment ProductSubfeaturesCard_product on Product {\n  idProduct\n  subfeatureItems {\n    idProductFeatureItem\n    name\n    feature {\n      idProductFeature\n      name\n      id\n    }\n  }\n}\n\nfragment ProductViewActions_product on Product {\n  idProduct\n  name\n  idStatus\n  isReferenced\n}\n\nfragment ProductView_product on Product {\n  idProduct\n  code\n  name\n  idStatus\n  productType {\n    name\n  }\n  ...ProductViewActions_product\n  ...ProductBasicCard_product\n  ...ProductCategoriesCard_product\n  ...ProductFeaturesCard_product\n  ...ProductSubfeaturesCard_product\n  ...ProductIdentificationsCard_product\n  ...ProductInstancesCard_product\n}\n\nfragment ProductsListTable_products on Product {\n  id\n  idProduct\n  code\n  name\n  shortName\n  idStatus\n  hasInventory\n  productType {\n    name\n  }\n  productUnit {\n    shortName\n  }\n  supplier {\n    name\n    commercialName\n    id\n  }\n  instances {\n    idProductInstance\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "09d14284c3bcc2fc969a5eeb41aaca6d";

export default node;
