import { useCallback, useEffect, useTransition } from 'react';
import { useQueryLoader } from 'react-relay';
import type { FetchPolicy, GraphQLTaggedNode, OperationType } from 'relay-runtime';

/**
 * A route's query, (re)loaded whenever its variables change (a page, a search, an id in the address). Loads run in
 * a transition so the current page stays on screen, marked pending, while the next one arrives.
 *
 * The seed's list operations (searchUsers, searchRole, getAllPermissions...) page with skip/take and answer
 * {data, count}, not Relay connections, so a list page is simply this query with the page in its variables.
 */
export function useRouteQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T['variables'],
  fetchPolicy: FetchPolicy = 'store-and-network',
) {
  const [reference, load] = useQueryLoader<T>(query);
  const [isPending, startTransition] = useTransition();
  const key = JSON.stringify(variables);
  const fetchWith = useCallback(
    (policy: FetchPolicy) => startTransition(() => load(JSON.parse(key) as T['variables'], { fetchPolicy: policy })),
    [key, load],
  );
  useEffect(() => {
    fetchWith(fetchPolicy);
  }, [fetchWith, fetchPolicy]);
  /** Asks the server again, e.g. after a delete or on Retry. */
  const refetch = useCallback(() => fetchWith('network-only'), [fetchWith]);
  return { reference, isPending, refetch, resetKey: key };
}
