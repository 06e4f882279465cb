import { graphql } from 'react-relay';
import type { ReservationsListRouteQuery as RouteQuery } from '../../__generated__/ReservationsListRouteQuery.graphql';
import { ListPage, useRecordListControls } from '../../app/list/ListPage';
import { preloadLink } from '../../app/linkPreload';
import { SearchBox } from '../../app/list/SearchBox';
import { FilterSelect } from '../../app/list/FilterSelect';
import { oneOf } from '../../app/listParams';
import { Button } from '../../ui/Button';
import { DateRangePicker } from '../../ui/DateRangePicker';
import { PlusIcon } from '../../ui/icons';
import * as pageStyles from '../../app/forms/Form.css';
import * as listStyles from '../../app/list/AdminPage.css';
import { RESERVATION_STATUSES, statusMessage } from '../../app/reservationStatus';
import type { reservationOperations_query$key } from '../../__generated__/reservationOperations_query.graphql';
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

/**
 * /reservations: searched by code, file number, customer, passenger name or document; filtered by status,
 * reservation dates and travel (service) dates; paged and sorted on the server. The address keeps it all
 * (?q=&status=&dates=2026-01-01..2026-01-31&travel=2026-03-01..2026-03-31&page=&sort=).
 */
export function ReservationsListRoute() {
  const { t, crumbs, breadcrumbsLabel } = useReservationTexts();
  const { list, controls: { onCreate: create, ...paging } } = useRecordListControls(
    reservationsListQuery.defaults, (id) => `/reservations/${id}`, '/reservations/new',
  );
  const controls: ReservationsListControls = { ...paging, onCreate: null };
  const { filters } = list.params;
  const status = oneOf(filters.status, RESERVATION_STATUSES);
  const range = parseRange(filters.dates);
  const travel = parseRange(filters.travel);
  return (
    <ListPage<RouteQuery> query={ReservationsListRouteQuery}
      styles={{ page: pageStyles.page, toolbar: listStyles.filterToolbar }}
      header={{ title: t(m.listTitle), description: t(m.listDescription), breadcrumbs: crumbs(), breadcrumbsLabel }}
      queryActions={(data) => <NewReservationButton query={data} onCreate={create} />}
      toolbar={<>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
        <FilterSelect label={t(m.statusFilter)} allLabel={t(m.allStatuses)} value={status}
          onChange={(value) => list.setFilter('status', value)}
          items={RESERVATION_STATUSES.map((s) => ({ id: s, label: t(statusMessage(s)) }))} />
        <div className={styles.rangeFilter}>
          <DateRangePicker label={t(m.dateFilter)} value={range}
            onChange={(next) => list.setFilter('dates', next ? `${next.start}..${next.end}` : null)} />
        </div>
        <div className={styles.rangeFilter}>
          <DateRangePicker label={t(m.travelFilter)} value={travel}
            onChange={(next) => list.setFilter('travel', next ? `${next.start}..${next.end}` : null)} />
        </div>
      </>}
      table={(data, isLoading) => (
        <div onPointerOver={preloadRowLink} onFocus={preloadRowLink}>
          {data
            ? <ReservationsList data={data} isLoading={isLoading} controls={controls} onCreate={create} />
            : <ReservationsListTable reservations={null} count={0} isLoading {...controls} />}
        </div>
      )}
    />
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
function NewReservationButton({ query, onCreate }: { query: reservationOperations_query$key; onCreate: () => void }) {
  const { t } = useReservationTexts();
  const abilities = useReservationAbilities(query);
  return abilities.create ? <Button onPress={onCreate}><PlusIcon size={14} />{t(m.newReservation)}</Button> : null;
}

function ReservationsList({ data, isLoading, controls, onCreate }: {
  data: RouteQuery['response']; isLoading: boolean; controls: ReservationsListControls; onCreate: () => void;
}) {
  const abilities = useReservationAbilities(data);
  return (
    <ReservationsListTable reservations={data.searchReservations.data} count={data.searchReservations.count}
      countIsCapped={data.searchReservations.countIsCapped} isLoading={isLoading} {...controls}
      onCreate={abilities.create ? onCreate : null} />
  );
}
