import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ItinerarySheet_reservation$key } from '../../../__generated__/ItinerarySheet_reservation.graphql';
import { printMessages as m } from './messages';
import { PrintHeader } from './PrintHeader';
import { PrintPassengers } from './PrintPassengers';
import { itineraryDays } from './printContent';
import * as styles from './ReservationPrint.css';

/** Day by day, the services that are not cancelled (by time, untimed last), then the travelling passengers. */
export function ItinerarySheet({ reservation }: { reservation: ItinerarySheet_reservation$key }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const data = useFragment(
    graphql`
      fragment ItinerarySheet_reservation on Reservation {
        items {
          idReservationItem
          itemNumber
          serviceDate
          serviceTime
          serviceDateTo
          nights
          quantity
          status
          instance { name product { name } }
          package { name }
        }
        ...PrintHeader_reservation
        ...PrintPassengers_reservation
      }
    `,
    reservation,
  );
  const days = itineraryDays(data.items);
  const date = (iso: string) => intl.formatDate(`${iso}T00:00:00`, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <>
      <PrintHeader title={t(m.itineraryTitle)} reservation={data} />
      {days.length === 0 ? <p>{t(m.noServices)}</p> : days.map((day) => (
        <section key={day.date} className={styles.day}>
          <h2>{t(m.day, { day: day.day })} · {date(day.date)}</h2>
          <ul className={styles.dayList}>
            {day.items.map((item) => (
              <li key={item.idReservationItem}>
                {item.serviceTime && `${item.serviceTime} · `}
                <strong>{item.instance.product.name}</strong> — {item.instance.name}
                {item.package && ` (${item.package.name})`}
                {item.nights > 1 && ` · ${t(m.nights, { nights: item.nights })}`}
                {item.status === 'PENDING' && ` · ${t(m.pending)}`}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <PrintPassengers reservation={data} />
    </>
  );
}
