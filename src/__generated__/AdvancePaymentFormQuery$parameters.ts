/**
 * @generated SignedSource<<4f8c0ca44acdf9bb0d4b03dadf274e6b>>
 * @relayHash d10c70c4915ab2992545c5db8d23492a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb5513d5efc0f75c318219e050f3baf054867aaa97588a592b5cc1262a377219

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AdvancePaymentFormQuery } from './AdvancePaymentFormQuery.graphql';

const node: PreloadableConcreteRequest<AdvancePaymentFormQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bb5513d5efc0f75c318219e050f3baf054867aaa97588a592b5cc1262a377219",
    "metadata": {},
    "name": "AdvancePaymentFormQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
