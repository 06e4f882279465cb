/**
 * @generated SignedSource<<d2b75ae021a4eab1fcac5bbd6ba2532f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductView_product$data = {
  readonly code: string;
  readonly idProduct: string;
  readonly idStatus: Status;
  readonly name: string;
  readonly productType: {
    readonly name: string;
    readonly nameEs: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ProductBasicCard_product" | "ProductCatalogCards_product" | "ProductIdentificationsCard_product" | "ProductInstancesCard_product" | "ProductSubfeaturesCard_product" | "ProductViewActions_product">;
  readonly " $fragmentType": "ProductView_product";
};
export type ProductView_product$key = {
  readonly " $data"?: ProductView_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductView_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductView_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idProduct",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "productType",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameEs",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductViewActions_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductBasicCard_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductCatalogCards_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductSubfeaturesCard_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductIdentificationsCard_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductInstancesCard_product"
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "260cc51f4646b2f989b4bc8f2eb29f3a";

export default node;
