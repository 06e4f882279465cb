import { describeRecordScreens } from '../../../app/testing/recordScreenTests';

/** The editor's query is the route's own (routes.ts), loaded by the navigation; the others load theirs. */
const editor = {
  path: '/reservations/7', query: 'reservationEditorQuery', record: 'getReservationById', values: { code: 'R-2026-0042' },
  shows: /R-2026-0042/, missing: 'This reservation does not exist.', failed: 'Error 404 - Something went wrong',
};
/** An item's screen: its route's query answers the item (of reservation 7) beside the reservation. */
const item = {
  path: '/reservations/7/9', query: 'ReservationItemRouteQuery', record: 'item', values: { idReservation: '7', itemNumber: 3 },
  resolvers: { Query: () => ({ reservation: { code: 'R-2026-0042' } }) }, shows: 'R-2026-0042 · Item 3',
  failed: 'Error 404 - Something went wrong',
};
const reservation = { record: 'getReservationById', values: { code: 'R-2026-0042' }, shows: /R-2026-0042/ };

describeRecordScreens([
  editor,
  { ...editor, locale: 'es', missing: 'Esta reserva no existe.', failed: 'Error 404 - Algo salió mal' },
  item,
  { ...item, locale: 'es' as const, shows: 'R-2026-0042 · Ítem 3', missing: 'Este registro no existe o pertenece a otra unidad organizativa.', failed: 'Error 404 - Algo salió mal' },
  { path: '/reservations/7/passengers', query: 'ReservationPassengersRouteQuery', ...reservation },
  { path: '/reservations/7/documents', query: 'ReservationDocumentsRouteQuery', ...reservation },
  { path: '/reservations/7/print/itinerary', query: 'ReservationPrintRouteQuery', ...reservation },
  { path: '/reservations/7/print/vouchers', query: 'ReservationPrintRouteQuery', ...reservation },
]);
