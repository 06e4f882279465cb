import { Suspense, type ReactNode } from 'react';
import { readServerError, refusalText } from '../../../app/errors/serverErrors';
import { readGraphQLError } from '../../../app/graphqlErrors';
import { LoadErrorState } from '../../../app/list/ListBoundary';
import { ErrorBoundary } from '../../../app/pages/ErrorBoundary';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { useProductTexts } from '../catalog/useProductTexts';
import { availabilityMessages as m } from './messages';

/**
 * Loading and error states of the grid. Unlike a list, the grid can be refused for what was asked (too many
 * instances at once): that says why, so the person changes the choice instead of retrying.
 */
export function AvailabilityBoundary({ resetKey, onRetry, fallback, children }: {
  resetKey: string; onRetry: () => void; fallback: ReactNode; children: ReactNode;
}) {
  return (
    <ErrorBoundary resetKey={resetKey} fallback={(error, reset) => (
      readGraphQLError(error).code === 'VALIDATION'
        ? <RefusedQuestion error={error} />
        : <LoadErrorState error={error} onRetry={() => { onRetry(); reset(); }} />
    )}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function RefusedQuestion({ error }: { error: unknown }) {
  const { t, intl } = useProductTexts();
  const server = readServerError(error);
  const { code, params } = server.fieldErrors[0] ?? {};
  // Too many instances at once names how many the choice has (params.count) beside the grid's limit.
  const reason = code === 'TOO_MANY' && typeof params?.count === 'number'
    ? t(m.tooManyInstances, { count: params.count, max: Number(params.max) })
    : refusalText(intl, server) ?? undefined;
  return (
    <Card>
      <div role="alert">
        <EmptyState title={t(m.refusedTitle)} description={reason} />
      </div>
    </Card>
  );
}
