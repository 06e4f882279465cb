/**
 * @generated SignedSource<<8eeb2e7347af2fad80b57808a95ad953>>
 * @relayHash 94cef17aece71810f0887796ea8192b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4269b6d657d5094875cfe17bf5bfea0e33273612018adb22fbc78bb3c6f9ba14

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PackageRouteQuery } from './PackageRouteQuery.graphql';

const node: PreloadableConcreteRequest<PackageRouteQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4269b6d657d5094875cfe17bf5bfea0e33273612018adb22fbc78bb3c6f9ba14",
    "metadata": {},
    "name": "PackageRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
