import { Suspense, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useRouteQueryRef } from '../routeEntry';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { ErrorBoundary } from './ErrorBoundary';
import { LoadingPage } from './LoadingPage';

/** The page's own wording: its heading (a crumb under Home), and its load failure with Retry. */
export type QueryPageMessages = Record<'title' | 'description' | 'breadcrumbs' | 'home' | 'loadFailed' | 'retry', MessageDescriptor>;

/**
 * A page that reads its route's preloaded query: its header, then the body drawn from the answer (with `refetch`, to
 * show what an action changed), which shows the page spinner while it loads and a failure with Retry (asking the
 * query again) instead of the shell's error page.
 */
export function QueryPage<T extends OperationType>({ query, className, messages: m, children }: {
  /** The query the route declares (routes.ts): the navigation has started it, the page reads it here. */
  query: GraphQLTaggedNode;
  className: string;
  messages: QueryPageMessages;
  children: (data: T['response'], refetch: () => void) => ReactNode;
}) {
  const intl = useIntl();
  const { reference, refetch, resetKey } = useRouteQueryRef<T>(query);
  return (
    <section className={className}>
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)}
        breadcrumbsLabel={intl.formatMessage(m.breadcrumbs)}
        breadcrumbs={[{ label: intl.formatMessage(m.home), href: '/' }, { label: intl.formatMessage(m.title) }]} />
      <ErrorBoundary resetKey={resetKey} fallback={(_error, reset) => (
        <div role="alert">
          <EmptyState title={intl.formatMessage(m.loadFailed)}
            action={<Button variant="secondary" onPress={() => { refetch(); reset(); }}>{intl.formatMessage(m.retry)}</Button>} />
        </div>
      )}>
        <Suspense fallback={<LoadingPage />}>
          <QueryData<T> query={query} reference={reference}>{(data) => children(data, refetch)}</QueryData>
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}

function QueryData<T extends OperationType>({ query, reference, children }: {
  query: GraphQLTaggedNode; reference: PreloadedQuery<T>; children: (data: T['response']) => ReactNode;
}) {
  return children(usePreloadedQuery<T>(query, reference));
}
