import { Suspense, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { ErrorBoundary } from './ErrorBoundary';
import { LoadingPage } from './LoadingPage';

/** The page's own wording: its heading (a crumb under Home), and its load failure with Retry. */
export type QueryPageMessages = Record<'title' | 'description' | 'breadcrumbs' | 'home' | 'loadFailed' | 'retry', MessageDescriptor>;

/**
 * A page that reads one preloaded query: its header, then the body, which shows the page spinner while it loads and a
 * failure with Retry (asking the query again) instead of the shell's error page.
 */
export function QueryPage({ className, messages: m, resetKey, onRetry, children }: {
  className: string;
  messages: QueryPageMessages;
  /** The query reference's key: a new load clears a shown failure. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <section className={className}>
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)}
        breadcrumbsLabel={intl.formatMessage(m.breadcrumbs)}
        breadcrumbs={[{ label: intl.formatMessage(m.home), href: '/' }, { label: intl.formatMessage(m.title) }]} />
      <ErrorBoundary resetKey={resetKey} fallback={(_error, reset) => (
        <div role="alert">
          <EmptyState title={intl.formatMessage(m.loadFailed)}
            action={<Button variant="secondary" onPress={() => { onRetry(); reset(); }}>{intl.formatMessage(m.retry)}</Button>} />
        </div>
      )}>
        <Suspense fallback={<LoadingPage />}>{children}</Suspense>
      </ErrorBoundary>
    </section>
  );
}
