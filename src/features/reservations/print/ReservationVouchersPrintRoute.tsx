import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ReservationVouchersPrintRouteQuery as RouteQuery } from '../../../__generated__/ReservationVouchersPrintRouteQuery.graphql';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { MissingRecord } from '../../../app/list/MissingRecord';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { printMessages as m } from './messages';
import { PrintFrame } from './PrintFrame';
import { printLocale } from './printContent';
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
  const { reference, refetch, resetKey } = useRouteQueryRef<RouteQuery>(ReservationVouchersPrintRouteQuery);
  return (
    <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<LoadingPage />}>
      <Vouchers reference={reference} />
    </ListBoundary>
  );
}

function Vouchers({ reference }: { reference: PreloadedQuery<RouteQuery> }) {
  const reservation = usePreloadedQuery<RouteQuery>(ReservationVouchersPrintRouteQuery, reference).getReservationById;
  if (!reservation) return <MissingRecord listHref="/reservations" />;
  return (
    <PrintFrame documentTitle={m.vouchersPage} idReservation={reservation.idReservation} locale={printLocale(reservation.language)} kind="VOUCHER">
      <VoucherSheets reservation={reservation} />
    </PrintFrame>
  );
}
