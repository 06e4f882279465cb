import documentsQuery from '../../__generated__/ReservationDocumentsRouteQuery$parameters';
import itemQuery from '../../__generated__/ReservationItemRouteQuery$parameters';
import passengersQuery from '../../__generated__/ReservationPassengersRouteQuery$parameters';
import printQuery from '../../__generated__/ReservationPrintRouteQuery$parameters';
import editorQuery from '../../__generated__/reservationEditorQuery$parameters';
import { reservationsListQuery } from './routeQueries';
import { lazyScreen, type AppRoute, type RouteQuery } from '../../app/routeTable';

/** An item's screen: the item by the {itemId} in the address, with its reservation's. */
const item: RouteQuery = { query: itemQuery, variables: ({ id, itemId }) => ({ id: itemId, idReservation: id }) };
/** The editor's one query (reservationEditorQuery.ts), started by the navigation. */
const editor = (hasId: boolean): RouteQuery => ({ query: editorQuery, variables: ({ id }) => ({ id: hasId ? id : '', hasId }) });
/** A screen of one reservation by the {id} in the address, as the server holds it now (others change it too). */
const ofReservation = (query: RouteQuery['query']): RouteQuery => ({ query, variables: ({ id }) => ({ id }), fetchPolicy: 'network-only' });

/**
 * The screens of the reservations (editor, items, passengers, documents, printouts) area.
 * src/app/routes.tsx ranks them among the other areas', so their order here is free.
 */
export const reservationsRoutes: AppRoute[] = [
  { path: '/reservations', component: lazyScreen(() => import('./ReservationsListRoute'), 'ReservationsListRoute'), query: reservationsListQuery, heading: ['reservations.list.title', 'reservations.list.description'] },
  { path: '/reservations/:id', component: lazyScreen(() => import('./ReservationEditorRoute'), 'ReservationEditorRoute'), query: editor(true) },
  { path: '/reservations/:id/:itemId', component: lazyScreen(() => import('./ReservationItemRoute'), 'ReservationItemRoute'), query: item },
  { path: '/reservations/:id/documents', component: lazyScreen(() => import('./documents/ReservationDocumentsRoute'), 'ReservationDocumentsRoute'), query: ofReservation(documentsQuery) },
  { path: '/reservations/:id/passengers', component: lazyScreen(() => import('./passengers/ReservationPassengersRoute'), 'ReservationPassengersRoute'), query: ofReservation(passengersQuery) },
  { path: '/reservations/:id/print/itinerary', component: lazyScreen(() => import('./print/ReservationPrintRoute'), 'ReservationItineraryPrintRoute'), query: ofReservation(printQuery) },
  { path: '/reservations/:id/print/vouchers', component: lazyScreen(() => import('./print/ReservationPrintRoute'), 'ReservationVouchersPrintRoute'), query: ofReservation(printQuery) },
  { path: '/reservations/new', component: lazyScreen(() => import('./ReservationEditorRoute'), 'ReservationEditorRoute'), query: editor(false) },
];
