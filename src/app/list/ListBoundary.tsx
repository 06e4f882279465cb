import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { readGraphQLError } from '../../app/graphqlErrors';
import { ErrorBoundary } from '../../app/pages/ErrorBoundary';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { adminMessages } from './adminMessages';

export interface ListBoundaryProps {
  /** A change (new search, page) clears a shown error. */
  resetKey: string;
  /** Loads the data again from the network; called by the Retry button. */
  onRetry: () => void;
  /** What shows while the data loads (usually the same table with its loading row). */
  fallback: ReactNode;
  children: ReactNode;
}

/** Loading and error states of a screen's data: a failed query shows an error with Retry instead of the page. */
export function ListBoundary({ resetKey, onRetry, fallback, children }: ListBoundaryProps) {
  return (
    <ErrorBoundary resetKey={resetKey} fallback={(error, reset) => (
      <LoadErrorState error={error} onRetry={() => { onRetry(); reset(); }} />
    )}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function LoadErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const info = readGraphQLError(error);
  return (
    <div role="alert">
      <EmptyState
        title={intl.formatMessage(adminMessages.loadFailed)}
        description={intl.formatMessage(info.code === 'FORBIDDEN' ? adminMessages.forbidden
          : info.code === 'NOT_FOUND' ? adminMessages.notFound : adminMessages.loadFailedHelp)}
        action={<Button variant="secondary" onPress={onRetry}>{intl.formatMessage(adminMessages.retry)}</Button>}
      />
    </div>
  );
}
