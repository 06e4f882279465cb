import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ReservationItineraryPrintRouteQuery as RouteQuery } from '../../../__generated__/ReservationItineraryPrintRouteQuery.graphql';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { MissingRecord } from '../../../app/list/MissingRecord';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { ItinerarySheet } from './ItinerarySheet';
import { printMessages as m } from './messages';
import { PrintFrame } from './PrintFrame';
import { printLocale } from './printContent';
import { usePrintReservation } from './usePrintReservation';

const ReservationItineraryPrintRouteQuery = graphql`
  query ReservationItineraryPrintRouteQuery($id: ID!) {
    getReservationById(id: $id) {
      idReservation
      language { name nameEs code shortName }
      ...ItinerarySheet_reservation
    }
  }
`;

/** /reservations/{id}/print/itinerary: the customer's itinerary, printable, in the reservation's language. */
export function ReservationItineraryPrintRoute() {
  const { id, reference, refetch } = usePrintReservation<RouteQuery>(ReservationItineraryPrintRouteQuery);
  return (
    <ListBoundary resetKey={id} onRetry={refetch} fallback={<LoadingPage />}>
      {reference ? <Itinerary reference={reference} /> : <LoadingPage />}
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
