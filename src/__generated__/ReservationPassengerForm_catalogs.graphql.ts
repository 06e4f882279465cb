/**
 * @generated SignedSource<<b683ee5e88051e0e38da8231633d4b02>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReservationPassengerForm_catalogs$data = {
  readonly documentTypes: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
    readonly shortName: string;
  }>;
  readonly genders: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly getCountries: ReadonlyArray<{
    readonly idCountry: string;
    readonly name: string;
    readonly nameEs: string;
  }>;
  readonly passengerTypes: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly " $fragmentType": "ReservationPassengerForm_catalogs";
};
export type ReservationPassengerForm_catalogs$key = {
  readonly " $data"?: ReservationPassengerForm_catalogs$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReservationPassengerForm_catalogs">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idGeneralParameterValue",
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
  "name": "nameEs",
  "storageKey": null
},
v3 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/),
  (v2/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReservationPassengerForm_catalogs",
  "selections": [
    {
      "alias": "passengerTypes",
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shortName",
          "storageKey": null
        }
      ],
      "storageKey": "getGeneralParameterValues(code:\"IDENTITY_DOCUMENT_TYPE\")"
    },
    {
      "alias": "genders",
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

(node as any).hash = "f371bdd5aff01bc7395f716d1aea0f81";

export default node;
