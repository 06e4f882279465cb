import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ReservationVouchersPrintRouteQuery as RouteQuery } from '../../../__generated__/ReservationVouchersPrintRouteQuery.graphql';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { MissingRecord } from '../../../app/list/MissingRecord';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { printMessages as m } from './messages';
import { PrintFrame } from './PrintFrame';
import { printLocale } from './printContent';
import { usePrintReservation } from './usePrintReservation';
import { VoucherSheets } from './VoucherSheets';

const ReservationVouchersPrintRouteQuery = graphql`
  query ReservationVouchersPrintRouteQuery($id: ID!) {
    getReservationById(id: $id) {
      idReservation
      language { name nameEs code shortName }
      ...VoucherSheets_reservation
    }
  }
`;

/** /reservations/{id}/print/vouchers: one voucher per service that is not cancelled, one per printed page. */
export function ReservationVouchersPrintRoute() {
  const { id, reference, refetch } = usePrintReservation<RouteQuery>(ReservationVouchersPrintRouteQuery);
  return (
    <ListBoundary resetKey={id} onRetry={refetch} fallback={<LoadingPage />}>
      {reference ? <Vouchers reference={reference} /> : <LoadingPage />}
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
