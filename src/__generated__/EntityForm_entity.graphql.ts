/**
 * @generated SignedSource<<4e39b0b14a637a8af31630a2a99bc092>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Status = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EntityForm_entity$data = {
  readonly addresses: ReadonlyArray<{
    readonly address: string;
    readonly city: string;
    readonly idAddressType: string;
    readonly idCountry: string;
    readonly idEntityAddress: string;
    readonly postalCode: string | null | undefined;
    readonly state: string | null | undefined;
  }>;
  readonly commercialName: string;
  readonly contacts: ReadonlyArray<{
    readonly idContactPurpose: string | null | undefined;
    readonly idContactType: string;
    readonly idEntityContact: string;
    readonly value: string;
  }>;
  readonly deferredDocs: boolean;
  readonly entityInfo: {
    readonly checkingAccount: string;
    readonly paidoutCheckingAccount: string;
  } | null | undefined;
  readonly idBusinessType: string | null | undefined;
  readonly idChannel: string | null | undefined;
  readonly idEntity: string;
  readonly idEntityRole: string | null | undefined;
  readonly idEntityType: string | null | undefined;
  readonly idIdentityDocumentType: string | null | undefined;
  readonly idMarket: string | null | undefined;
  readonly idNationality: string | null | undefined;
  readonly idSector: string | null | undefined;
  readonly idStatus: Status;
  readonly identityDocumentNumber: string | null | undefined;
  readonly missingFields: ReadonlyArray<string>;
  readonly name: string;
  readonly toComplete: boolean;
  readonly " $fragmentType": "EntityForm_entity";
};
export type EntityForm_entity$key = {
  readonly " $data"?: EntityForm_entity$data;
  readonly " $fragmentSpreads": FragmentRefs<"EntityForm_entity">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EntityForm_entity",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idEntity",
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
      "kind": "ScalarField",
      "name": "commercialName",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "deferredDocs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idEntityType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idEntityRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idMarket",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idChannel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idSector",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idBusinessType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idIdentityDocumentType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "identityDocumentNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "idNationality",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EntityAddress",
      "kind": "LinkedField",
      "name": "addresses",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idEntityAddress",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idAddressType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idCountry",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "postalCode",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EntityContact",
      "kind": "LinkedField",
      "name": "contacts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idEntityContact",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idContactType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "idContactPurpose",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EntityInfo",
      "kind": "LinkedField",
      "name": "entityInfo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "checkingAccount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paidoutCheckingAccount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "toComplete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "missingFields",
      "storageKey": null
    }
  ],
  "type": "Entity",
  "abstractKey": null
};

(node as any).hash = "79a784e09cf5688fe0f8d50c106f04d3";

export default node;
