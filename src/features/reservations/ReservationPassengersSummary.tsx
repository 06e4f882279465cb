import { graphql, useFragment } from 'react-relay';
import { Link } from 'wouter';
import type { ReservationPassengersSummary_reservation$key } from '../../__generated__/ReservationPassengersSummary_reservation.graphql';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { reservationMessages as m } from './messages';
import * as styles from './Reservations.css';
import { useReservationTexts } from './useReservationTexts';

/** The machine's passengers state: who is registered, with a link to the passengers screens (another module). */
export function ReservationPassengersSummary({ reservation, open, onToggle }: {
  reservation: ReservationPassengersSummary_reservation$key; open: boolean; onToggle: () => void;
}) {
  const { t } = useReservationTexts();
  const data = useFragment(graphql`
    fragment ReservationPassengersSummary_reservation on Reservation {
      idReservation passengerCount registeredPassengerCount
      passengers { idReservationPassenger firstName lastName documentNumber status }
    }
  `, reservation);
  return (
    <Card title={t(m.passengersSection)} actions={(
      <>
        <Button size="sm" variant="quiet" onPress={onToggle}>{t(open ? m.hidePassengers : m.showPassengers)}</Button>
        <Link href={`/reservations/${data.idReservation}/passengers`}>{t(m.managePassengers)}</Link>
      </>
    )}>
      <p>{t(m.passengersHelp, { registered: data.registeredPassengerCount, count: data.passengerCount })}</p>
      {open && (data.passengers.length === 0 ? <p className={styles.muted}>{t(m.noPassengers)}</p> : (
        <ul className={styles.remarks}>
          {data.passengers.map((p) => (
            <li key={p.idReservationPassenger}>{p.lastName}, {p.firstName} · {p.documentNumber} <span className={styles.muted}>{p.status}</span></li>
          ))}
        </ul>
      ))}
    </Card>
  );
}
