import { graphql } from 'react-relay';
import type { ReservationVouchersPrintRouteQuery as RouteQuery } from '../../../__generated__/ReservationVouchersPrintRouteQuery.graphql';
import { printMessages as m } from './messages';
import { ReservationPrintRoute } from './ReservationPrintRoute';
import { VoucherSheets } from './VoucherSheets';

const ReservationVouchersPrintRouteQuery = graphql`
  query ReservationVouchersPrintRouteQuery($id: ID!) @preloadable {
    getReservationById(id: $id) {
      idReservation
      language { name nameEs code shortName }
      ...VoucherSheets_reservation
    }
  }
`;

/** /reservations/{id}/print/vouchers: one voucher per service that is not cancelled, one per printed page. */
export function ReservationVouchersPrintRoute() {
  return (
    <ReservationPrintRoute<RouteQuery> query={ReservationVouchersPrintRouteQuery} documentTitle={m.vouchersPage} kind="VOUCHER">
      {(reservation) => <VoucherSheets reservation={reservation} />}
    </ReservationPrintRoute>
  );
}
