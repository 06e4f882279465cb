// What the app and react-relay's hooks (src/relay/reactRelayHooks.js) take from relay-runtime, each from its own
// module. The package's index (CommonJS: nothing is shaken off) also carries the legacy containers' fragment
// resolver, subscriptions, experimental observers and a response cache no page uses; vite.config.ts resolves
// `relay-runtime` here, and the types stay relay-runtime's. Add an export here when code starts to use one.
import commitLocalUpdate from 'relay-runtime/lib/mutations/commitLocalUpdate';
import commitMutation from 'relay-runtime/lib/mutations/commitMutation';
import ConnectionInterface from 'relay-runtime/lib/handlers/connection/ConnectionInterface';
import Network from 'relay-runtime/lib/network/RelayNetwork';
import Observable from 'relay-runtime/lib/network/RelayObservable';
import fetchQuery from 'relay-runtime/lib/query/fetchQuery';
import fetchQueryInternal from 'relay-runtime/lib/query/fetchQueryInternal';
import GraphQLTag from 'relay-runtime/lib/query/GraphQLTag';
import PreloadableQueryRegistry from 'relay-runtime/lib/query/PreloadableQueryRegistry';
import createRelayContext from 'relay-runtime/lib/store/createRelayContext';
import createRelayLoggingContext from 'relay-runtime/lib/store/createRelayLoggingContext';
import defaultGetDataID from 'relay-runtime/lib/store/defaultGetDataID';
import NormalizationEngine from 'relay-runtime/lib/store/NormalizationEngine';
import normalizeResponse from 'relay-runtime/lib/store/normalizeResponse';
import RelayConcreteVariables from 'relay-runtime/lib/store/RelayConcreteVariables';
import Environment from 'relay-runtime/lib/store/RelayModernEnvironment';
import RelayModernOperationDescriptor from 'relay-runtime/lib/store/RelayModernOperationDescriptor';
import Record from 'relay-runtime/lib/store/RelayModernRecord';
import RelayModernSelector from 'relay-runtime/lib/store/RelayModernSelector';
import Store from 'relay-runtime/lib/store/RelayModernStore';
import OperationTracker from 'relay-runtime/lib/store/RelayOperationTracker';
import RecordSource from 'relay-runtime/lib/store/RelayRecordSource';
import RelayStoreUtils from 'relay-runtime/lib/store/RelayStoreUtils';
import ResolverFragments from 'relay-runtime/lib/store/ResolverFragments';
import getFragmentIdentifier from 'relay-runtime/lib/util/getFragmentIdentifier';
import getPaginationMetadata from 'relay-runtime/lib/util/getPaginationMetadata';
import getPaginationVariables from 'relay-runtime/lib/util/getPaginationVariables';
import getPendingOperationsForFragment from 'relay-runtime/lib/util/getPendingOperationsForFragment';
import getRefetchMetadata from 'relay-runtime/lib/util/getRefetchMetadata';
import getRequestIdentifier from 'relay-runtime/lib/util/getRequestIdentifier';
import getValueAtPath from 'relay-runtime/lib/util/getValueAtPath';
import handlePotentialSnapshotErrorsModule from 'relay-runtime/lib/util/handlePotentialSnapshotErrors';
import isPromise from 'relay-runtime/lib/util/isPromise';
import recycleNodesInto from 'relay-runtime/lib/util/recycleNodesInto';
import RelayFeatureFlags from 'relay-runtime/lib/util/RelayFeatureFlags';
import ReplaySubject from 'relay-runtime/lib/util/RelayReplaySubject';
import withProvidedVariables from 'relay-runtime/lib/util/withProvidedVariables';

export const { areEqualSelectors, getSelector, getVariablesFromFragment } = RelayModernSelector;
export const { createOperationDescriptor } = RelayModernOperationDescriptor;
export const { getFragment, getRequest, graphql } = GraphQLTag;
export const { ID_KEY } = RelayStoreUtils;
export const { handlePotentialSnapshotErrors } = handlePotentialSnapshotErrorsModule;
export const __internal = {
  ResolverFragments,
  OperationTracker,
  createRelayContext,
  createRelayLoggingContext,
  defaultGetDataID,
  getOperationVariables: RelayConcreteVariables.getOperationVariables,
  getLocalVariables: RelayConcreteVariables.getLocalVariables,
  fetchQuery: fetchQueryInternal.fetchQuery,
  fetchQueryDeduped: fetchQueryInternal.fetchQueryDeduped,
  getPromiseForActiveRequest: fetchQueryInternal.getPromiseForActiveRequest,
  getObservableForActiveRequest: fetchQueryInternal.getObservableForActiveRequest,
  NormalizationEngine,
  normalizeResponse,
  withProvidedVariables,
};
export {
  commitLocalUpdate, commitMutation, ConnectionInterface, Environment, fetchQuery, getFragmentIdentifier,
  getPaginationMetadata, getPaginationVariables, getPendingOperationsForFragment, getRefetchMetadata,
  getRequestIdentifier, getValueAtPath, isPromise, Network, Observable, PreloadableQueryRegistry, Record, RecordSource,
  recycleNodesInto, RelayFeatureFlags, ReplaySubject, Store,
};
