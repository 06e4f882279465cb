/**
 * @generated SignedSource<<d89cc126e6f59e95202934547f379abe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EntityForm_catalogs$data = {
  readonly addressTypes: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly businessTypes: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly channels: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly contactPurposes: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly contactTypes: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly documentTypes: ReadonlyArray<{
    readonly code: string;
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
    readonly shortName: string;
  }>;
  readonly entityRoles: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly entityTypes: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly getCountries: ReadonlyArray<{
    readonly idCountry: string;
    readonly name: string;
    readonly nameEs: string;
  }>;
  readonly markets: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly sectors: ReadonlyArray<{
    readonly idGeneralParameterValue: string;
    readonly name: string;
    readonly nameEs: string | null | undefined;
  }>;
  readonly " $fragmentType": "EntityForm_catalogs";
};
export type EntityForm_catalogs$key = {
  readonly " $data"?: EntityForm_catalogs$data;
  readonly " $fragmentSpreads": FragmentRefs<"EntityForm_catalogs">;
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
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EntityForm_catalogs",
  "selections": [
    {
      "alias": "entityTypes",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "ENTITY_TYPE"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": "getGeneralParameterValues(code:\"ENTITY_TYPE\")"
    },
    {
      "alias": "entityRoles",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "ENTITY_ROLE"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": "getGeneralParameterValues(code:\"ENTITY_ROLE\")"
    },
    {
      "alias": "markets",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "MARKET"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": "getGeneralParameterValues(code:\"MARKET\")"
    },
    {
      "alias": "channels",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "CHANNEL"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": "getGeneralParameterValues(code:\"CHANNEL\")"
    },
    {
      "alias": "sectors",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "SECTOR"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": "getGeneralParameterValues(code:\"SECTOR\")"
    },
    {
      "alias": "businessTypes",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "BUSINESS_TYPE"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": "getGeneralParameterValues(code:\"BUSINESS_TYPE\")"
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
        },
        (v4/*:: as any*/)
      ],
      "storageKey": "getGeneralParameterValues(code:\"IDENTITY_DOCUMENT_TYPE\")"
    },
    {
      "alias": "addressTypes",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "ADDRESS_TYPE"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": "getGeneralParameterValues(code:\"ADDRESS_TYPE\")"
    },
    {
      "alias": "contactTypes",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "CONTACT_TYPE"
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
        (v4/*:: as any*/)
      ],
      "storageKey": "getGeneralParameterValues(code:\"CONTACT_TYPE\")"
    },
    {
      "alias": "contactPurposes",
      "args": [
        {
          "kind": "Literal",
          "name": "code",
          "value": "CONTACT_PURPOSE"
        }
      ],
      "concreteType": "GeneralParameterValue",
      "kind": "LinkedField",
      "name": "getGeneralParameterValues",
      "plural": true,
      "selections": (v3/*:: as any*/),
      "storageKey": "getGeneralParameterValues(code:\"CONTACT_PURPOSE\")"
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

(node as any).hash = "5cea965eb727dc7029160397dbf3fc5b";

export default node;
