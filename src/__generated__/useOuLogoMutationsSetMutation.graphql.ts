/**
 * @generated SignedSource<<bfa2adf147dc4d073ce0598e321e2d55>>
 * @relayHash 4b2f7904ac18160d329795b096f1e0ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4976ed9d57196d808e1968e0be894cb3d7e6f915724f4b6caedbce8cdeb3e8b0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetOuLogoInput = {
  content: string;
  idOu: string;
  mimeType: string;
};
export type useOuLogoMutationsSetMutation$variables = {
  data: SetOuLogoInput;
};
export type useOuLogoMutationsSetMutation$data = {
  readonly setOuLogo: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"OuLogoField_ou">;
  };
};
export type useOuLogoMutationsSetMutation = {
  response: useOuLogoMutationsSetMutation$data;
  variables: useOuLogoMutationsSetMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useOuLogoMutationsSetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Ou",
        "kind": "LinkedField",
        "name": "setOuLogo",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OuLogoField_ou"
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
    "name": "useOuLogoMutationsSetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Ou",
        "kind": "LinkedField",
        "name": "setOuLogo",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "idOu",
            "storageKey": null
          },
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
            "concreteType": "OuLogo",
            "kind": "LinkedField",
            "name": "logo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dataUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mimeType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "width",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "height",
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
    "id": "4976ed9d57196d808e1968e0be894cb3d7e6f915724f4b6caedbce8cdeb3e8b0",
    "metadata": {},
    "name": "useOuLogoMutationsSetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6ac925bd5dab76a0c5279ed33a82aff3";

export default node;
