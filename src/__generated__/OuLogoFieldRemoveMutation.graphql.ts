/**
 * @generated SignedSource<<b45198d2129beadca515bf60d396bc21>>
 * @relayHash ac4d8da8a0f49735f896348033a7991a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 23217fecd018a8eab5c3cdea20912f8d9d0fd4c6fbebe3d033ba3ae072d4d7f2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OuLogoFieldRemoveMutation$variables = {
  idOu: string;
};
export type OuLogoFieldRemoveMutation$data = {
  readonly removeOuLogo: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"OuLogoField_ou">;
  };
};
export type OuLogoFieldRemoveMutation = {
  response: OuLogoFieldRemoveMutation$data;
  variables: OuLogoFieldRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "idOu"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "idOu",
    "variableName": "idOu"
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
    "name": "OuLogoFieldRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Ou",
        "kind": "LinkedField",
        "name": "removeOuLogo",
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
    "name": "OuLogoFieldRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Ou",
        "kind": "LinkedField",
        "name": "removeOuLogo",
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
    "id": "23217fecd018a8eab5c3cdea20912f8d9d0fd4c6fbebe3d033ba3ae072d4d7f2",
    "metadata": {},
    "name": "OuLogoFieldRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "81d72629b3fc6053efb809afe1542a11";

export default node;
