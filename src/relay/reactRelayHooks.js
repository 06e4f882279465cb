// What the app takes from react-relay, each from its own module. The package's hooks entry (CommonJS: nothing is
// shaken off) also carries entry points, subscriptions, invalidation and experimental hooks the app never calls;
// vite.config.ts resolves `react-relay` here, and the types stay those of react-relay/hooks. Add a hook here when the
// app starts to use one (the build then fails to find it otherwise).
import loadQueryModule from 'react-relay/lib/relay-hooks/loadQuery';
import RelayEnvironmentProvider from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';
import useFragment from 'react-relay/lib/relay-hooks/useFragment';
import useLazyLoadQuery from 'react-relay/lib/relay-hooks/useLazyLoadQuery';
import useMutation from 'react-relay/lib/relay-hooks/useMutation';
import usePaginationFragment from 'react-relay/lib/relay-hooks/usePaginationFragment';
import usePreloadedQuery from 'react-relay/lib/relay-hooks/usePreloadedQuery';
import useQueryLoader from 'react-relay/lib/relay-hooks/useQueryLoader';
import useRelayEnvironment from 'react-relay/lib/relay-hooks/useRelayEnvironment';

export { commitLocalUpdate, commitMutation, fetchQuery, graphql } from 'relay-runtime';
export const { loadQuery } = loadQueryModule;
export {
  RelayEnvironmentProvider, useFragment, useLazyLoadQuery, useMutation, usePaginationFragment, usePreloadedQuery,
  useQueryLoader, useRelayEnvironment,
};
