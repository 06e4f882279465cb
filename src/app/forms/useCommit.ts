import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { commitAsync } from '../graphqlErrors';

/**
 * A mutation as a promise of its answer (commitAsync): rejects when the server refused it, so forms and dialogs can
 * await it. The graphql literal stays with the component that runs it (relay-compiler reads literals).
 */
export function useCommit<M extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit] = useMutation<M>(mutation);
  return useCallback((variables: M['variables']) => commitAsync(commit, { variables }), [commit]);
}
