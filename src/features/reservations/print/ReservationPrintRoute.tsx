import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ReservationPrintRouteQuery as RouteQuery } from '../../../__generated__/ReservationPrintRouteQuery.graphql';
import { MissingRecord } from '../../../app/list/MissingRecord';
import { RoutePage } from '../../../app/pages/RoutePage';
import { ItinerarySheet } from './ItinerarySheet';
import { printMessages as m } from './messages';
import { PrintFrame } from './PrintFrame';
import { printLocale } from './printContent';
import { VoucherSheets } from './VoucherSheets';

/** One query for both printouts (routes.ts): the reservation, the language it prints in and both sheets' data. */
const ReservationPrintRouteQuery = graphql`
  query ReservationPrintRouteQuery($id: ID!) @preloadable {
    getReservationById(id: $id) {
      idReservation
      language { name nameEs code shortName }
      ...ItinerarySheet_reservation
      ...VoucherSheets_reservation
    }
  }
`;

type Printed = NonNullable<RouteQuery['response']['getReservationById']>;

interface Printout {
  documentTitle: MessageDescriptor;
  kind: 'ITINERARY' | 'VOUCHER';
  Sheet: ComponentType<{ reservation: Printed }>;
}

/** /reservations/{id}/print/itinerary: the customer's itinerary, printable, in the reservation's language. */
export function ReservationItineraryPrintRoute() {
  return <ReservationPrintRoute documentTitle={m.itineraryPage} kind="ITINERARY" Sheet={ItinerarySheet} />;
}

/** /reservations/{id}/print/vouchers: one voucher per service that is not cancelled, one per printed page. */
export function ReservationVouchersPrintRoute() {
  return <ReservationPrintRoute documentTitle={m.vouchersPage} kind="VOUCHER" Sheet={VoucherSheets} />;
}

/** A reservation's printable page: its sheets in the reservation's language, or the missing record. */
function ReservationPrintRoute(printout: Printout) {
  return (
    <RoutePage<RouteQuery> query={ReservationPrintRouteQuery}>
      {(reference) => <PrintedReservation reference={reference} {...printout} />}
    </RoutePage>
  );
}

function PrintedReservation({ reference, documentTitle, kind, Sheet }: Printout & { reference: PreloadedQuery<RouteQuery> }) {
  const reservation = usePreloadedQuery<RouteQuery>(ReservationPrintRouteQuery, reference).getReservationById;
  if (!reservation) return <MissingRecord listHref="/reservations" />;
  return (
    <PrintFrame documentTitle={documentTitle} idReservation={reservation.idReservation} locale={printLocale(reservation.language)} kind={kind}>
      <Sheet reservation={reservation} />
    </PrintFrame>
  );
}
