/**
 * @generated SignedSource<<0a6c6ba8a72ff291c4ef28f3f7f4c92f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrintHeader_reservation$data = {
  readonly code: string;
  readonly entity: {
    readonly name: string;
  } | null | undefined;
  readonly fileNumber: string | null | undefined;
  readonly reservationDate: string;
  readonly " $fragmentType": "PrintHeader_reservation";
};
export type PrintHeader_reservation$key = {
  readonly " $data"?: PrintHeader_reservation$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrintHeader_reservation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrintHeader_reservation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fileNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reservationDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Entity",
      "kind": "LinkedField",
      "name": "entity",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reservation",
  "abstractKey": null
};

(node as any).hash = "eead5c65dbd216eedcafb49a9d6e22c6";

export default node;
