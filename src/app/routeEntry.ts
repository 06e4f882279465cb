import { createContext, use } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/** The query the navigation started for the rendered route (src/app/routePreload.ts). */
export const RouteQueryContext = createContext<PreloadedQuery<OperationType> | null>(null);

/**
 * A route screen's data, loaded by the navigation beside its code (render-as-you-fetch): the route declares the query
 * and its variables in its area's route list, and the screen reads it here. Suspends until it answers.
 */
export function useRouteData<T extends OperationType>(query: GraphQLTaggedNode): T['response'] {
  // Only a route that declares its query (routeTable.ts) calls this, so the navigation always started one.
  return usePreloadedQuery<T>(query, use(RouteQueryContext) as PreloadedQuery<T>);
}
