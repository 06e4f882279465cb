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
  /** The error's title where the list words its failure itself (else "could not load"). */
  failedTitle?: string;
  children: ReactNode;
}

/** Loading and error states of a screen's data: a failed query shows an error with Retry instead of the page. */
export function ListBoundary({ resetKey, onRetry, fallback, failedTitle, children }: ListBoundaryProps) {
  return (
    <ErrorBoundary resetKey={resetKey} fallback={(error, reset) => (
      <LoadErrorState error={error} title={failedTitle} onRetry={() => { onRetry(); reset(); }} />
    )}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function LoadErrorState({ error, title, onRetry }: { error: unknown; title?: string; onRetry: () => void }) {
  const intl = useIntl();
  const info = readGraphQLError(error);
  return (
    <div role="alert">
      <EmptyState
        title={title ?? intl.formatMessage(adminMessages.loadFailed)}
        description={intl.formatMessage(info.code === 'FORBIDDEN' ? adminMessages.forbidden
          : info.code === 'NOT_FOUND' ? adminMessages.notFound : adminMessages.loadFailedHelp)}
        action={<Button variant="secondary" onPress={onRetry}>{intl.formatMessage(adminMessages.retry)}</Button>}
      />
    </div>
  );
}
