import { useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { ReservationsListRouteQuery as RouteQuery } from '../../__generated__/ReservationsListRouteQuery.graphql';
import { ListBoundary } from '../../app/list/ListBoundary';
import { SearchBox } from '../../app/list/SearchBox';
import { useRouteQuery } from '../../app/list/useRouteQuery';
import { oneOf, toSearchInput, useListParams, type ListSort } from '../../app/listParams';
import { readStoredUser } from '../../relay/userStorage';
import { Button } from '../../ui/Button';
import { DateRangePicker } from '../../ui/DateRangePicker';
import { PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Select } from '../../ui/Select';
import * as pageStyles from '../general-parameters/GeneralParameters.css';
import * as rateStyles from '../rates/Rates.css';
import { RESERVATION_STATUSES, reservationMessages as m, statusMessage } from './messages';
import { parseRange } from './listFilters';
import { reservationAbilities } from './permissions';
import * as styles from './Reservations.css';
import { ReservationsListTable, type ReservationsListControls } from './ReservationsListTable';
import { useReservationTexts } from './useReservationTexts';

const ReservationsListRouteQuery = graphql`
  query ReservationsListRouteQuery($input: ReservationSearchInput!) {
    searchReservations(input: $input) {
      count
      countIsCapped
      data {
        ...ReservationsListTable_reservations
      }
    }
  }
`;

const DEFAULT_SORT: ListSort = { column: 'reservationDate', direction: 'descending' };
const ALL = 'all';

/**
 * /reservations: searched by code, file number, customer, passenger name or document; filtered by status and
 * reservation dates; paged and sorted on the server. The address keeps it all (?q=&status=&dates=2026-01-01..2026-01-31&page=&sort=).
 */
export function ReservationsListRoute() {
  const { t, crumbs, breadcrumbsLabel } = useReservationTexts();
  const [, navigate] = useLocation();
  const list = useListParams({ sort: DEFAULT_SORT });
  const { filters } = list.params;
  const status = oneOf(filters.status, RESERVATION_STATUSES);
  const canCreate = reservationAbilities(readStoredUser()?.roles ?? []).create;
  const range = parseRange(filters.dates);
  const input = useMemo(() => ({
    ...toSearchInput(list.params), status, dateFrom: range?.start ?? null, dateTo: range?.end ?? null,
  }), [list.params, status, range?.start, range?.end]);
  const { reference, isPending, refetch, resetKey } = useRouteQuery<RouteQuery>(ReservationsListRouteQuery, { input });
  const controls: ReservationsListControls = {
    params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize, onSortChange: list.setSort,
    onOpen: (id) => navigate(`/reservations/${id}`), onCreate: canCreate ? () => navigate('/reservations/new') : null,
  };
  const loading = <ReservationsListTable reservations={null} count={0} isLoading {...controls} />;
  return (
    <section className={pageStyles.page}>
      <PageHeader
        title={t(m.listTitle)}
        description={t(m.listDescription)}
        breadcrumbs={crumbs()}
        breadcrumbsLabel={breadcrumbsLabel}
        actions={controls.onCreate && <Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newReservation)}</Button>}
      />
      <div className={rateStyles.toolbar}>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
        <Select label={t(m.statusFilter)} selectedKey={status ?? ALL}
          onSelectionChange={(key) => list.setFilter('status', key === ALL ? null : String(key))}
          items={[{ id: ALL, label: t(m.allStatuses) }, ...RESERVATION_STATUSES.map((s) => ({ id: s, label: t(statusMessage(s)) }))]} />
        <div className={styles.rangeFilter}>
          <DateRangePicker label={t(m.dateFilter)}
          value={range}
          onChange={(next) => list.setFilter('dates', next ? `${next.start}..${next.end}` : null)} />
        </div>
      </div>
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={loading}>
        {reference ? <ListScreen reference={reference} isPending={isPending} controls={controls} /> : loading}
      </ListBoundary>
    </section>
  );
}

function ListScreen({ reference, isPending, controls }: {
  reference: PreloadedQuery<RouteQuery>; isPending: boolean; controls: ReservationsListControls;
}) {
  const data = usePreloadedQuery<RouteQuery>(ReservationsListRouteQuery, reference);
  return (
    <ReservationsListTable reservations={data.searchReservations.data} count={data.searchReservations.count}
      countIsCapped={data.searchReservations.countIsCapped} isLoading={isPending} {...controls} />
  );
}
