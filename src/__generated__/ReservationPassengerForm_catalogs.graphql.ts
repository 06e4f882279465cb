/**
 * @generated SignedSource<<3e19887013488d9b6c04bd38985d156b>>
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
    readonly shortName: string;
  }>;
  readonly genders: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
  }>;
  readonly getCountries: ReadonlyArray<{
    readonly idCountry: string;
    readonly name: string;
  }>;
  readonly passengerTypes: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
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
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
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
      "selections": (v2/*:: as any*/),
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
      "selections": (v2/*:: as any*/),
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
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "c28db20c9d575dd46ea2b726fa4e4e63";

export default node;
