/**
 * @generated SignedSource<<50e1e7420b6600c668b95841982256da>>
 * @relayHash f2a5442850e619f2f785eedf27c2763b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a4731455e1bf6d1ec4a2376040abf03d7f6eb2a2c520e9e8e8ed62e196eb371

import { ConcreteRequest } from 'relay-runtime';
export type RateSubfeaturesListRouteFeaturesQuery$variables = Record<PropertyKey, never>;
export type RateSubfeaturesListRouteFeaturesQuery$data = {
  readonly searchRateFeatures: {
    readonly data: ReadonlyArray<{
      readonly idRateFeature: string;
      readonly name: string;
      readonly order: number;
    }>;
  };
};
export type RateSubfeaturesListRouteFeaturesQuery = {
  response: RateSubfeaturesListRouteFeaturesQuery$data;
  variables: RateSubfeaturesListRouteFeaturesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "input",
    "value": {
      "take": 100
    }
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idRateFeature",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "order",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RateSubfeaturesListRouteFeaturesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "RateFeaturePage",
        "kind": "LinkedField",
        "name": "searchRateFeatures",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RateFeature",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "searchRateFeatures(input:{\"take\":100})"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RateSubfeaturesListRouteFeaturesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "RateFeaturePage",
        "kind": "LinkedField",
        "name": "searchRateFeatures",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RateFeature",
            "kind": "LinkedField",
            "name": "data",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "searchRateFeatures(input:{\"take\":100})"
      }
    ]
  },
  "params": {
    "id": "1a4731455e1bf6d1ec4a2376040abf03d7f6eb2a2c520e9e8e8ed62e196eb371",
    "metadata": {},
    "name": "RateSubfeaturesListRouteFeaturesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4dba42b876a0764ce306d22f09457a6b";

export default node;
