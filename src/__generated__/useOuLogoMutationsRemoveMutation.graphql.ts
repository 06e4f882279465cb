/**
 * @generated SignedSource<<d5f7a386f16f5c7d31c90520ec8f2650>>
 * @relayHash 907a2488f2d90cc84817eea167f4bf6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 043d75840909b3ea4bf139ba7125e20055c82e3c6f0eb0947d55f46b3f3c75ef

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useOuLogoMutationsRemoveMutation$variables = {
  idOu: string;
};
export type useOuLogoMutationsRemoveMutation$data = {
  readonly removeOuLogo: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"OuLogoField_ou">;
  };
};
export type useOuLogoMutationsRemoveMutation = {
  response: useOuLogoMutationsRemoveMutation$data;
  variables: useOuLogoMutationsRemoveMutation$variables;
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
    "name": "useOuLogoMutationsRemoveMutation",
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
    "name": "useOuLogoMutationsRemoveMutation",
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
    "id": "043d75840909b3ea4bf139ba7125e20055c82e3c6f0eb0947d55f46b3f3c75ef",
    "metadata": {},
    "name": "useOuLogoMutationsRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "53f557cb1cf487716a172e9ef19a29c8";

export default node;
