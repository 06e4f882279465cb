/**
 * @generated SignedSource<<3442ff9afca80cf362aad47f81b3672f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PassengerExcelLoad_catalogs$data = {
  readonly loadCountries: ReadonlyArray<{
    readonly code: string;
    readonly idCountry: string;
    readonly name: string;
    readonly shortName: string;
  }>;
  readonly loadDocumentTypes: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
    readonly shortName: string;
  }>;
  readonly loadGenders: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
    readonly shortName: string;
  }>;
  readonly loadPassengerTypes: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
    readonly shortName: string;
  }>;
  readonly " $fragmentType": "PassengerExcelLoad_catalogs";
};
export type PassengerExcelLoad_catalogs$key = {
  readonly " $data"?: PassengerExcelLoad_catalogs$data;
  readonly " $fragmentSpreads": FragmentRefs<"PassengerExcelLoad_catalogs">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "shortName",
  "storageKey": null
},
v3 = [
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
    "name": "nameEs",
    "storageKey": null
  },
  (v2/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PassengerExcelLoad_catalogs",
  "selections": [
    {
      "alias": "loadPassengerTypes",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "PASSENGER_TYPE"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": "getGeneralParameterValues(code:\"PASSENGER_TYPE\")"
    },
    {
      "alias": "loadDocumentTypes",
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
      "selections": (v3/*:: as any*/),
      "storageKey": "getGeneralParameterValues(code:\"IDENTITY_DOCUMENT_TYPE\")"
    },
    {
      "alias": "loadGenders",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "GENDER"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": "getGeneralParameterValues(code:\"GENDER\")"
    },
    {
      "alias": "loadCountries",
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
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "399ea0d70240197d72f5905ffdd8e6f8";

export default node;
