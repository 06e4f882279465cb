import { describeRecordScreens } from '../../../app/testing/recordScreenTests';

/** The editor's query is the route's own (routes.ts), loaded by the navigation; the others load theirs. */
const editor = {
  path: '/reservations/7', query: 'reservationEditorQuery', record: 'getReservationById', values: { code: 'R-2026-0042' },
  shows: /R-2026-0042/, missing: 'This reservation does not exist.', failed: 'Error 404 - Something went wrong',
};
const reservation = { record: 'getReservationById', values: { code: 'R-2026-0042' }, shows: /R-2026-0042/ };

describeRecordScreens([
  editor,
  { ...editor, locale: 'es', missing: 'Esta reserva no existe.', failed: 'Error 404 - Algo salió mal' },
  { path: '/reservations/7/passengers', query: 'ReservationPassengersRouteQuery', ...reservation },
  { path: '/reservations/7/documents', query: 'ReservationDocumentsRouteQuery', ...reservation },
  { path: '/reservations/7/print/itinerary', query: 'ReservationItineraryPrintRouteQuery', ...reservation },
  { path: '/reservations/7/print/vouchers', query: 'ReservationVouchersPrintRouteQuery', ...reservation },
]);
