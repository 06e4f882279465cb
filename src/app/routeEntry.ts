import { createContext, use, useCallback, useState, useTransition } from 'react';
import { usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useSearchNavigationPending } from './transitionLocation';

/** The query the navigation started for the rendered route (src/app/routePreload.ts). */
export const RouteQueryContext = createContext<PreloadedQuery<OperationType> | null>(null);
/** The `results` query the navigation started beside it, for a route that declares one (routeTable.ts). */
export const RouteResultsContext = createContext<PreloadedQuery<OperationType> | null>(null);

/**
 * A route screen's data, loaded by the navigation beside its code (render-as-you-fetch): the route declares the query
 * and its variables in its area's route list, and the screen reads it here. Suspends until it answers.
 */
export function useRouteData<T extends OperationType>(query: GraphQLTaggedNode): T['response'] {
  // Only a route that declares its query (routeTable.ts) calls this, so the navigation always started one.
  return usePreloadedQuery<T>(query, use(RouteQueryContext) as PreloadedQuery<T>);
}

/** The route's `results` query as a reference (see useRouteQueryRef): the screen reads it under its own boundary. */
export const useRouteResults = <T extends OperationType>(query: GraphQLTaggedNode) => useRouteQueryRef<T>(query, RouteResultsContext);

/**
 * The route's query as a reference, for a screen that shows its frame at once and reads the data below a boundary
 * (a list: its header and filters, then the table with its loading row). A new page, search or sort is a new address,
 * so the navigation (a transition) loads it while the shown rows stay, marked busy; a navigation to another page
 * leaves the rows as they are until that page replaces them. `refetch` asks the server again for the same variables
 * (after a delete, on Retry), also in a transition.
 */
export function useRouteQueryRef<T extends OperationType>(query: GraphQLTaggedNode, context = RouteQueryContext) {
  const loaded = use(context) as PreloadedQuery<T>;
  const [again, load] = useQueryLoader<T>(query);
  const [againFor, setAgainFor] = useState<PreloadedQuery<T> | null>(null);
  const [refetching, startRefetch] = useTransition();
  const navigating = useSearchNavigationPending();
  const refetch = useCallback(() => startRefetch(() => {
    setAgainFor(loaded);
    load(loaded.variables, { fetchPolicy: 'network-only' });
  }), [loaded, load]);
  // A refetch answers for the address it was asked on; a navigation since then shows its own query.
  const reference = again && againFor === loaded ? again : loaded;
  return { reference, isPending: navigating || refetching, refetch, resetKey: JSON.stringify(loaded.variables) };
}
