import { Suspense, type ReactNode } from 'react';
import { readGraphQLError } from '../../app/graphqlErrors';
import { LoadErrorState } from '../../app/list/ListBoundary';
import { ErrorBoundary } from '../../app/pages/ErrorBoundary';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { useProductTexts } from '../product-catalog/useProductTexts';
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
  const { t } = useProductTexts();
  const { fields, message } = readGraphQLError(error);
  const reason = Object.values(fields)[0] ?? message;
  const tooMany = /have (\d+) instances; the grid shows at most (\d+)$/.exec(reason);
  return (
    <Card>
      <div role="alert">
        <EmptyState title={t(m.refusedTitle)}
          description={tooMany ? t(m.tooManyInstances, { count: Number(tooMany[1]), max: Number(tooMany[2]) }) : reason} />
      </div>
    </Card>
  );
}
