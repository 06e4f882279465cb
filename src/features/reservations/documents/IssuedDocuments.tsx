import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'wouter';
import type { IssuedDocuments_reservation$key } from '../../../__generated__/IssuedDocuments_reservation.graphql';
import { DocumentActions } from '../../../app/documents/DocumentActions';
import { documentMessages as dm } from '../../../app/documents/messages';
import { SentDocumentsList } from '../../../app/documents/SentDocumentsList';
import { button } from '../../../ui/Button.css';
import { Card } from '../../../ui/Card';
import { documentMessages as m } from './messages';
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
  // The itinerary and the vouchers also have a printable page (issue 21 item 2: reachable from here, not only by address).
  const base = `/reservations/${data.idReservation}/print`;
  const rows = [
    { name: t(dm.itinerary), document: ref('ITINERARY'), show: true, print: `${base}/itinerary` },
    { name: t(dm.vouchers), document: ref('VOUCHER'), show: confirmed, print: `${base}/vouchers` },
    { name: t(dm.serviceOrders), document: ref('SERVICE_ORDER'), show: confirmed, print: null },
  ];
  return (
    <Card title={t(dm.issuedTitle)}>
      <div className={styles.issued}>
        <p className={styles.muted}>{t(dm.issuedHelp)}</p>
        <ul className={styles.issuedList}>
          {rows.filter((row) => row.show).map((row) => (
            <li key={row.document.kind} className={styles.issuedRow}>
              <span>{row.name}</span>
              <span className={styles.rowActions}>
                <DocumentActions name={row.name} document={row.document} />
                {row.print && (
                  <Link href={row.print} className={button({ variant: 'secondary', size: 'sm' })}
                    aria-label={t(m.printNamed, { name: row.name })}>{t(m.print)}</Link>
                )}
              </span>
            </li>
          ))}
        </ul>
        <h3 className={styles.issuedHeading}>{t(dm.sentTitle)}</h3>
        <SentDocumentsList reservation={data} />
      </div>
    </Card>
  );
}
