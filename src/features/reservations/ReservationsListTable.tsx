import { graphql, useFragment } from 'react-relay';
import type { ReservationsListTable_reservations$key } from '../../__generated__/ReservationsListTable_reservations.graphql';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { Button } from '../../ui/Button';
import type { PagedListControls } from '../../app/list/listTable';
import { PagedTable } from '../../app/list/RecordTable';
import { EmptyState } from '../../ui/EmptyState';
import * as pageStyles from '../../app/forms/Form.css';
import * as listStyles from '../../app/list/AdminPage.css';
import { reservationMessages as m } from './messages';
import { ReservationStatusChip } from './ReservationStatusChip';
import { useReservationTexts } from './useReservationTexts';

export interface ReservationsListControls extends PagedListControls {
  onSortChange: NonNullable<PagedListControls['onSortChange']>;
  /** The address of a reservation: each row is a real link to it. */
  hrefOf: (idReservation: string) => string;
  /** null when the roles do not allow creating. */
  onCreate: (() => void) | null;
}

export function ReservationsListTable({
  reservations, count, countIsCapped = false, isLoading, hrefOf, onCreate, ...controls
}: ReservationsListControls & {
  reservations: ReservationsListTable_reservations$key | null;
  count: number;
  /** The server stopped counting: more than `count` match ("1,000+"), and there is always a next page. */
  countIsCapped?: boolean;
  isLoading: boolean;
}) {
  const { t, money, day } = useReservationTexts();
  const { pagination } = useAdminTexts();
  const formatRange: typeof pagination.formatRange = (range) => pagination.formatRange!(countIsCapped
    ? { ...range, formatted: { ...range.formatted, total: t(m.countAtLeast, { count }) } }
    : range);
  const travelDates = (first?: string | null, last?: string | null) => {
    if (!first || !last) return '';
    const from = day(first, { dateStyle: 'short' });
    return first === last ? from : t(m.travelRange, { from, to: day(last, { dateStyle: 'short' }) });
  };
  const rows = useFragment(
    graphql`
      fragment ReservationsListTable_reservations on Reservation @relay(plural: true) {
        id
        idReservation
        code
        fileNumber
        reservationDate
        entity { name }
        leadPassengerName
        firstServiceDate
        lastServiceDate
        passengerCount
        registeredPassengerCount
        status
        amount
        currency { code }
      }
    `,
    reservations,
  ) ?? [];
  return (
    <PagedTable label={t(m.tableLabel)} rows={rows} idOf={(row) => row.idReservation}
      // A capped count is a floor: one more row keeps the next page reachable.
      count={countIsCapped ? count + 1 : count} isLoading={isLoading} {...controls}
      rowHref={(row) => hrefOf(row.idReservation)} pagination={{ formatRange }}
      emptyLabel={(
        <EmptyState title={t(m.emptyTitle)} description={t(m.emptyDescription)}
          action={onCreate && <Button variant="secondary" onPress={onCreate}>{t(m.newReservation)}</Button>} />
      )}
      columns={[
        { id: 'code', label: t(m.code), allowsSorting: true, isRowHeader: true, cell: (row) => <span className={pageStyles.code}>{row.code}</span> },
        { id: 'fileNumber', label: t(m.fileNumber), allowsSorting: true, cell: (row) => row.fileNumber ?? '' },
        { id: 'reservationDate', label: t(m.date), allowsSorting: true, cell: (row) => day(row.reservationDate, { dateStyle: 'short' }) },
        { id: 'travelDates', label: t(m.travelDates), cell: (row) => travelDates(row.firstServiceDate, row.lastServiceDate) },
        { id: 'entity', label: t(m.customer), allowsSorting: true, truncate: true, cell: (row) => row.entity?.name ?? '' },
        { id: 'leadPassenger', label: t(m.leadPassenger), truncate: true, cell: (row) => row.leadPassengerName ?? '' },
        {
          id: 'passengerCount', label: t(m.passengers), allowsSorting: true, align: 'end',
          cell: (row) => `${row.registeredPassengerCount}/${row.passengerCount}`,
        },
        { id: 'status', label: t(m.status), allowsSorting: true, cell: (row) => <ReservationStatusChip status={row.status} /> },
        {
          id: 'amount', label: t(m.amount), allowsSorting: true, align: 'end',
          cell: (row) => <span className={listStyles.amount}>{money(row.amount, row.currency?.code)}</span>,
        },
      ]} />
  );
}
