import { graphql } from 'react-relay';
import type { ReservationItineraryPrintRouteQuery as RouteQuery } from '../../../__generated__/ReservationItineraryPrintRouteQuery.graphql';
import { ItinerarySheet } from './ItinerarySheet';
import { printMessages as m } from './messages';
import { ReservationPrintRoute } from './ReservationPrintRoute';

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
  return (
    <ReservationPrintRoute<RouteQuery> query={ReservationItineraryPrintRouteQuery} documentTitle={m.itineraryPage} kind="ITINERARY">
      {(reservation) => <ItinerarySheet reservation={reservation} />}
    </ReservationPrintRoute>
  );
}
