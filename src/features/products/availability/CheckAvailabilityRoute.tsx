import { todayIso } from '../../../app/format';
import { useCallback, useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'wouter';
import type { CheckAvailabilityRouteQuery as RouteQuery } from '../../../__generated__/CheckAvailabilityRouteQuery.graphql';
import { navMessages } from '../../../app/messages';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { InlineSpinner } from '../../../ui/InlineSpinner';
import { PageHeader } from '../../../ui/PageHeader';
import { Spinner } from '../../../ui/Spinner';
import * as pageStyles from '../../../app/forms/Form.css';
import { useProductTexts } from '../catalog/useProductTexts';
import {
  availabilitySearch, hasSelection, parseAvailabilityParams, type AvailabilityParams,
} from './availabilityParams';
import * as styles from './Availability.css';
import { AvailabilityBoundary } from './AvailabilityBoundary';
import { AvailabilityFilters } from './AvailabilityFilters';
import { AvailabilityGrid } from './AvailabilityGrid';
import { AvailabilityLegend } from './AvailabilityLegend';
import { availabilityMessages as m } from './messages';

const CheckAvailabilityRouteQuery = graphql`
  query CheckAvailabilityRouteQuery($input: AvailabilityInput!, $hasSelection: Boolean!) @preloadable {
    checkAvailability(input: $input) @include(if: $hasSelection) {
      ...AvailabilityGrid_grid
    }
  }
`;

/**
 * /products/check-availability: products (or a category), dates and a quantity, kept in the address so the page can
 * be reloaded or shared; a grid of instances by date. A change loads in a transition: the old grid stays, dimmed,
 * until the new one is ready.
 */
export function CheckAvailabilityRoute() {
  const { t, productBreadcrumbs, breadcrumbsLabel } = useProductTexts();
  const today = useMemo(() => todayIso(), []);
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseAvailabilityParams(search, today), [search, today]);
  const update = useCallback((next: AvailabilityParams) => setSearch(availabilitySearch(next, today), { replace: true }), [setSearch, today]);
  const selected = hasSelection(params);
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<RouteQuery>(CheckAvailabilityRouteQuery);
  const loading = <Spinner label={t(m.updating)} />;
  return (
    <section className={pageStyles.page}>
      <PageHeader title={t(m.title)} description={t(m.description)} breadcrumbsLabel={breadcrumbsLabel}
        breadcrumbs={productBreadcrumbs({ label: t(navMessages.checkAvailability) })} />
      <Card>
        <AvailabilityFilters params={params} onChange={update} />
      </Card>
      {selected ? (
        <div className={styles.results}>
          {/* The legend comes first so the colours are known before the grid is read; the loading note sits beside
              it, where it does not push the grid down. */}
          <div className={styles.resultsHeader}>
            <AvailabilityLegend />
            <span className={styles.status} aria-live="polite">
              {isPending && <><InlineSpinner muted />{t(m.updating)}</>}
            </span>
          </div>
          <AvailabilityBoundary resetKey={resetKey} onRetry={refetch} fallback={loading}>
            <GridScreen reference={reference} isPending={isPending} />
          </AvailabilityBoundary>
        </div>
      ) : (
        <Card><EmptyState title={t(m.chooseTitle)} description={t(m.chooseDescription)} /></Card>
      )}
    </section>
  );
}

function GridScreen({ reference, isPending }: { reference: PreloadedQuery<RouteQuery>; isPending: boolean }) {
  const data = usePreloadedQuery<RouteQuery>(CheckAvailabilityRouteQuery, reference);
  if (!data.checkAvailability) return null;
  return (
    <div className={isPending ? styles.pending : undefined} aria-busy={isPending}>
      <AvailabilityGrid grid={data.checkAvailability} quantity={reference.variables.input.quantity ?? 1} />
    </div>
  );
}
