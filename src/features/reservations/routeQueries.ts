import listQuery from '../../__generated__/ReservationsListRouteQuery$parameters';
import { listRouteQuery } from '../../app/listQuery';
import { oneOf, toSearchInput } from '../../app/listSearch';
import { RESERVATION_STATUSES } from '../../app/reservationStatuses';
import { parseRange } from './listFilters';

/** /reservations: newest first; the status and the two date ranges are filters of the address. */
export const reservationsListQuery = listRouteQuery(listQuery, { sort: { column: 'reservationDate', direction: 'descending' } }, (list) => {
  const range = parseRange(list.filters.dates);
  const travel = parseRange(list.filters.travel);
  return {
    input: {
      ...toSearchInput(list), status: oneOf(list.filters.status, RESERVATION_STATUSES),
      dateFrom: range?.start ?? null, dateTo: range?.end ?? null, travelFrom: travel?.start ?? null, travelTo: travel?.end ?? null,
    },
  };
});
