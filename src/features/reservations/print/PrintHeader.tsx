import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PrintHeader_reservation$key } from '../../../__generated__/PrintHeader_reservation.graphql';
import { printMessages as m } from './messages';
import * as styles from './ReservationPrint.css';

/** The reservation's identity at the top of every printed page set. */
export function PrintHeader({ title, reservation }: { title: string; reservation: PrintHeader_reservation$key }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const data = useFragment(
    graphql`
      fragment PrintHeader_reservation on Reservation {
        code
        fileNumber
        reservationDate
        entity { name }
      }
    `,
    reservation,
  );
  return (
    <header className={styles.header}>
      <h1 tabIndex={-1}>{title}</h1>
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>{t(m.reservation)}</dt><dd>{data.code}</dd>
        {data.fileNumber && <><dt className={styles.factLabel}>{t(m.fileNumber)}</dt><dd>{data.fileNumber}</dd></>}
        {data.entity && <><dt className={styles.factLabel}>{t(m.customer)}</dt><dd>{data.entity.name}</dd></>}
        <dt className={styles.factLabel}>{t(m.date)}</dt>
        <dd>{intl.formatDate(`${data.reservationDate}T00:00:00`, { dateStyle: 'long' })}</dd>
      </dl>
    </header>
  );
}
