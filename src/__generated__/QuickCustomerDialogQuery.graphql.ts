/**
 * @generated SignedSource<<0a9da6e9cbc858436d846c332ac3880e>>
 * @relayHash 36e6387e66305cf87336b856021005f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c57d11b24137c68b9839dea1027c145bdbee702cb517d89c642490754fdd6153

import { ConcreteRequest } from 'relay-runtime';
export type QuickCustomerDialogQuery$variables = Record<PropertyKey, never>;
export type QuickCustomerDialogQuery$data = {
  readonly documentTypes: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
    readonly shortName: string;
  }>;
  readonly getCountries: ReadonlyArray<{
    readonly idCountry: string;
    readonly name: string;
    readonly nameEs: string;
  }>;
};
export type QuickCustomerDialogQuery = {
  response: QuickCustomerDialogQuery$data;
  variables: QuickCustomerDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nameEs",
  "storageKey": null
},
v2 = [
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
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "idGeneralParameterValue",
        "storageKey": null
      },
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "shortName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      }
    ],
    "storageKey": "getGeneralParameterValues(code:\"IDENTITY_DOCUMENT_TYPE\")"
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Country",
    "kind": "LinkedField",
    "name": "getCountries",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "idCountry",
        "storageKey": null
      },
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "QuickCustomerDialogQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "QuickCustomerDialogQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "c57d11b24137c68b9839dea1027c145bdbee702cb517d89c642490754fdd6153",
    "metadata": {},
    "name": "QuickCustomerDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "95237cb60fb1afae24f0500b06af6b85";

export default node;
