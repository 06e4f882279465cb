import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ReservationItineraryPrintRouteQuery as RouteQuery } from '../../../__generated__/ReservationItineraryPrintRouteQuery.graphql';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { MissingRecord } from '../../../app/list/MissingRecord';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { ItinerarySheet } from './ItinerarySheet';
import { printMessages as m } from './messages';
import { PrintFrame } from './PrintFrame';
import { printLocale } from './printContent';

const ReservationItineraryPrintRouteQuery = graphql`
  query ReservationItineraryPrintRouteQuery($id: ID!) @preloadable {
    getReservationById(id: $id) {
      idReservation
      language { name nameEs code shortName }
      ...ItinerarySheet_reservation
    }
  }
`;

/** /reservations/{id}/print/itinerary: the customer's itinerary, printable, in the reservation's language. */
export function ReservationItineraryPrintRoute() {
  const { reference, refetch, resetKey } = useRouteQueryRef<RouteQuery>(ReservationItineraryPrintRouteQuery);
  return (
    <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<LoadingPage />}>
      <Itinerary reference={reference} />
    </ListBoundary>
  );
}

function Itinerary({ reference }: { reference: PreloadedQuery<RouteQuery> }) {
  const reservation = usePreloadedQuery<RouteQuery>(ReservationItineraryPrintRouteQuery, reference).getReservationById;
  if (!reservation) return <MissingRecord listHref="/reservations" />;
  return (
    <PrintFrame documentTitle={m.itineraryPage} idReservation={reservation.idReservation} locale={printLocale(reservation.language)} kind="ITINERARY">
      <ItinerarySheet reservation={reservation} />
    </PrintFrame>
  );
}
