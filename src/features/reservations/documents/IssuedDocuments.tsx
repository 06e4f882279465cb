import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { IssuedDocuments_reservation$key } from '../../../__generated__/IssuedDocuments_reservation.graphql';
import { DocumentActions } from '../../../app/documents/DocumentActions';
import { documentMessages as dm } from '../../../app/documents/messages';
import { SentDocumentsList } from '../../../app/documents/SentDocumentsList';
import { Card } from '../../../ui/Card';
import * as styles from './ReservationDocuments.css';

/** The documents the reservation issues as PDF (itinerary, vouchers, service orders), to open or mail, and what was sent. */
export function IssuedDocuments({ reservation }: { reservation: IssuedDocuments_reservation$key }) {
  const t = useIntl().formatMessage;
  const data = useFragment(
    graphql`
      fragment IssuedDocuments_reservation on Reservation {
        idReservation
        status
        items { status }
        ...SentDocumentsList_reservation
      }
    `,
    reservation,
  );
  const ref = (kind: 'ITINERARY' | 'VOUCHER' | 'SERVICE_ORDER') => ({ kind, idReservation: data.idReservation });
  // Vouchers and service orders exist for confirmed services of a reservation past the quote (the server says the same).
  const confirmed = data.status !== 'QUOTE' && data.status !== 'CANCELLED' && data.items.some((i) => i.status === 'CONFIRMED');
  const rows = [
    { name: t(dm.itinerary), document: ref('ITINERARY'), show: true },
    { name: t(dm.vouchers), document: ref('VOUCHER'), show: confirmed },
    { name: t(dm.serviceOrders), document: ref('SERVICE_ORDER'), show: confirmed },
  ];
  return (
    <Card title={t(dm.issuedTitle)}>
      <div className={styles.issued}>
        <p className={styles.muted}>{t(dm.issuedHelp)}</p>
        <ul className={styles.issuedList}>
          {rows.filter((row) => row.show).map((row) => (
            <li key={row.document.kind} className={styles.issuedRow}>
              <span>{row.name}</span>
              <DocumentActions name={row.name} document={row.document} />
            </li>
          ))}
        </ul>
        <h3 className={styles.issuedHeading}>{t(dm.sentTitle)}</h3>
        <SentDocumentsList reservation={data} />
      </div>
    </Card>
  );
}
