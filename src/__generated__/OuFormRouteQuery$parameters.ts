/**
 * @generated SignedSource<<c9d2e789fabad9c77b287d6e948039d3>>
 * @relayHash baabbd69e8bf0283aed58ada6ea49e72
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e3fb4d80c6694e27345b0964978c6afc55fe6625285060c39ab96926f1e581d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OuFormRouteQuery } from './OuFormRouteQuery.graphql';

const node: PreloadableConcreteRequest<OuFormRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1e3fb4d80c6694e27345b0964978c6afc55fe6625285060c39ab96926f1e581d",
    "metadata": {},
    "name": "OuFormRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
