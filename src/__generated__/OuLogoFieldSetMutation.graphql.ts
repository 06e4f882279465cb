/**
 * @generated SignedSource<<bd44f9bc5172f62e298aab388b94dd18>>
 * @relayHash 79ea9d606f8c6ef55e3cd0cb34ff6034
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bc47a63ce63c9c9beaa527538c86e4c93bc4427b7da81e61cf927bae7ec59ee3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetOuLogoInput = {
  content: string;
  idOu: string;
  mimeType: string;
};
export type OuLogoFieldSetMutation$variables = {
  data: SetOuLogoInput;
};
export type OuLogoFieldSetMutation$data = {
  readonly setOuLogo: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"OuLogoField_ou">;
  };
};
export type OuLogoFieldSetMutation = {
  response: OuLogoFieldSetMutation$data;
  variables: OuLogoFieldSetMutation$variables;
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
    "name": "OuLogoFieldSetMutation",
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
    "name": "OuLogoFieldSetMutation",
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
    "id": "bc47a63ce63c9c9beaa527538c86e4c93bc4427b7da81e61cf927bae7ec59ee3",
    "metadata": {},
    "name": "OuLogoFieldSetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "27b1c76a1e6630ef9486eddb531713bc";

export default node;
