/**
 * @generated SignedSource<<4d8d13df57884313543f7e1b5f858f90>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OuLogoField_ou$data = {
  readonly idOu: string;
  readonly logo: {
    readonly dataUrl: string;
    readonly height: number;
    readonly mimeType: string;
    readonly width: number;
  } | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "OuLogoField_ou";
};
export type OuLogoField_ou$key = {
  readonly " $data"?: OuLogoField_ou$data;
  readonly " $fragmentSpreads": FragmentRefs<"OuLogoField_ou">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OuLogoField_ou",
  "selections": [
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
  "type": "Ou",
  "abstractKey": null
};

(node as any).hash = "1798b4af92de96eaf52d7530ac0139a5";

export default node;
