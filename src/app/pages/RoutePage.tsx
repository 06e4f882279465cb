import type { ReactNode } from 'react';
import type { PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { ListBoundary } from '../list/ListBoundary';
import { useRouteQueryRef } from '../routeEntry';
import { LoadingPage } from './LoadingPage';

/**
 * A route's page that shows its frame (the section and its header) at once and its screen, which reads the route's
 * preloaded query, below a boundary: the fallback while the query loads, Retry in place when it fails.
 */
export function RoutePage<T extends OperationType>({ query, className, header, fallback = <LoadingPage />, children }: {
  /** The query the route declares (routes.ts): the navigation has started it, the screen reads it. */
  query: GraphQLTaggedNode;
  /** The page's section; without it the screen stands alone (its own page, e.g. a printed one). */
  className?: string;
  header?: ReactNode;
  fallback?: ReactNode;
  /** The screen, given the query's reference and `refetch` (to show what an action changed). */
  children: (reference: PreloadedQuery<T>, refetch: () => void) => ReactNode;
}) {
  const { reference, refetch, resetKey } = useRouteQueryRef<T>(query);
  const screen = <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={fallback}>{children(reference, refetch)}</ListBoundary>;
  return className === undefined ? screen : <section className={className}>{header}{screen}</section>;
}
