import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { ReservationsListRouteQuery as RouteQuery } from '../../__generated__/ReservationsListRouteQuery.graphql';
import { ListBoundary } from '../../app/list/ListBoundary';
import { preloadLink } from '../../app/linkPreload';
import { ErrorBoundary } from '../../app/pages/ErrorBoundary';
import { SearchBox } from '../../app/list/SearchBox';
import { oneOf, useListParams } from '../../app/listParams';
import { useRouteQueryRef } from '../../app/routeEntry';
import { Button } from '../../ui/Button';
import { DateRangePicker } from '../../ui/DateRangePicker';
import { PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Select } from '../../ui/Select';
import * as pageStyles from '../../app/forms/Form.css';
import * as listStyles from '../../app/list/AdminPage.css';
import { RESERVATION_STATUSES, statusMessage } from '../../app/reservationStatus';
import { reservationMessages as m } from './messages';
import { parseRange } from './listFilters';
import * as styles from './Reservations.css';
import { ReservationsListTable, type ReservationsListControls } from './ReservationsListTable';
import { useReservationTexts } from './useReservationTexts';
import { useReservationAbilities } from './reservationOperations';
import { reservationsListQuery } from './routeQueries';

const ReservationsListRouteQuery = graphql`
  query ReservationsListRouteQuery($input: ReservationSearchInput!) @preloadable {
    searchReservations(input: $input) {
      count
      countIsCapped
      data {
        ...ReservationsListTable_reservations
      }
    }
    ...reservationOperations_query
  }
`;

const ALL = 'all';

/**
 * /reservations: searched by code, file number, customer, passenger name or document; filtered by status,
 * reservation dates and travel (service) dates; paged and sorted on the server. The address keeps it all
 * (?q=&status=&dates=2026-01-01..2026-01-31&travel=2026-03-01..2026-03-31&page=&sort=).
 */
export function ReservationsListRoute() {
  const { t, crumbs, breadcrumbsLabel } = useReservationTexts();
  const [, navigate] = useLocation();
  const list = useListParams(reservationsListQuery.defaults);
  const { filters } = list.params;
  const status = oneOf(filters.status, RESERVATION_STATUSES);
  const range = parseRange(filters.dates);
  const travel = parseRange(filters.travel);
  // The route's query (routeQueries.ts), loaded by the navigation for this address.
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<RouteQuery>(ReservationsListRouteQuery);
  const controls: ReservationsListControls = {
    params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize, onSortChange: list.setSort,
    hrefOf: (id) => `/reservations/${id}`, onCreate: null,
  };
  const create = () => navigate('/reservations/new');
  const loading = <ReservationsListTable reservations={null} count={0} isLoading {...controls} />;
  return (
    <section className={pageStyles.page}>
      <PageHeader
        title={t(m.listTitle)}
        description={t(m.listDescription)}
        breadcrumbs={crumbs()}
        breadcrumbsLabel={breadcrumbsLabel}
        actions={(
          // A failed list load is the list's to show (with Retry): the button waits for the next answer, not the page.
          <ErrorBoundary resetKey={String(reference.fetchKey)} fallback={() => null}>
            <Suspense fallback={null}><NewReservationButton reference={reference} onCreate={create} /></Suspense>
          </ErrorBoundary>
        )}
      />
      <div className={listStyles.filterToolbar}>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
        <Select label={t(m.statusFilter)} selectedKey={status ?? ALL}
          onSelectionChange={(key) => list.setFilter('status', key === ALL ? null : String(key))}
          items={[{ id: ALL, label: t(m.allStatuses) }, ...RESERVATION_STATUSES.map((s) => ({ id: s, label: t(statusMessage(s)) }))]} />
        <div className={styles.rangeFilter}>
          <DateRangePicker label={t(m.dateFilter)} value={range}
            onChange={(next) => list.setFilter('dates', next ? `${next.start}..${next.end}` : null)} />
        </div>
        <div className={styles.rangeFilter}>
          <DateRangePicker label={t(m.travelFilter)} value={travel}
            onChange={(next) => list.setFilter('travel', next ? `${next.start}..${next.end}` : null)} />
        </div>
      </div>
      <div onPointerOver={preloadRowLink} onFocus={preloadRowLink}>
        <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={loading}>
          <ListScreen reference={reference} isPending={isPending} controls={controls} onCreate={create} />
        </ListBoundary>
      </div>
    </section>
  );
}

/**
 * Pointing at (or tabbing to) a row's link starts that reservation's code, access check and data, so the click finds
 * them on their way; a navigation within a few seconds uses them (src/app/routePreload.ts).
 */
function preloadRowLink(event: { target: EventTarget }) {
  const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
  if (link) preloadLink(link.pathname, link.search);
}

/** "New reservation", for those the server lets create one (from the list's own query). */
function NewReservationButton({ reference, onCreate }: { reference: PreloadedQuery<RouteQuery>; onCreate: () => void }) {
  const { t } = useReservationTexts();
  const abilities = useReservationAbilities(usePreloadedQuery<RouteQuery>(ReservationsListRouteQuery, reference));
  return abilities.create ? <Button onPress={onCreate}><PlusIcon size={14} />{t(m.newReservation)}</Button> : null;
}

function ListScreen({ reference, isPending, controls, onCreate }: {
  reference: PreloadedQuery<RouteQuery>; isPending: boolean; controls: ReservationsListControls; onCreate: () => void;
}) {
  const data = usePreloadedQuery<RouteQuery>(ReservationsListRouteQuery, reference);
  const abilities = useReservationAbilities(data);
  return (
    <ReservationsListTable reservations={data.searchReservations.data} count={data.searchReservations.count}
      countIsCapped={data.searchReservations.countIsCapped} isLoading={isPending} {...controls}
      onCreate={abilities.create ? onCreate : null} />
  );
}
