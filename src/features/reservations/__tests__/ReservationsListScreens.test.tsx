import { describeListScreens } from '../../../app/testing/listScreenTests';

const reservations = {
  path: '/reservations', query: 'ReservationsListRouteQuery', list: 'searchReservations',
  row: { code: 'R-2026-0042' }, shows: /R-2026-0042/,
};

describeListScreens([
  { ...reservations, empty: 'No reservations found' },
  { ...reservations, empty: 'No se encontraron reservas', locale: 'es' },
]);
