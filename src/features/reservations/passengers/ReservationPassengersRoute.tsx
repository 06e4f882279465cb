import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { ReservationPassengersRouteQuery as RouteQuery } from '../../../__generated__/ReservationPassengersRouteQuery.graphql';
import { PassengerExcelLoad } from './excel/PassengerExcelLoad';
import { passengerMessages as m } from './messages';
import { ReservationPassengerForm, type PassengerDraft } from './ReservationPassengerForm';
import { ReservationPassengerList } from './ReservationPassengerList';
import * as styles from './ReservationPassengers.css';
import { useReservationAbilities } from '../reservationOperations';
import { ReservationSubpage, type ReservationSubpageData } from '../ReservationSubpage';

/** One request for the reservation, its passengers with their history and every catalog the form and the load use. */
const ReservationPassengersRouteQuery = graphql`
  query ReservationPassengersRouteQuery($id: ID!) @preloadable {
    getReservationById(id: $id) {
      idReservation
      code
      passengerCount
      registeredPassengerCount
      status
      ...ReservationPassengerList_reservation
    }
    ...ReservationPassengerForm_catalogs
    ...PassengerExcelLoad_catalogs
    ...reservationOperations_query
  }
`;

/** /reservations/{id}/passengers: the passenger form, the Excel load and the list with history. */
export function ReservationPassengersRoute() {
  const t = useIntl().formatMessage;
  return (
    <ReservationSubpage<RouteQuery> query={ReservationPassengersRouteQuery} className={styles.page} title={t(m.passengers)}>
      {(data, refetch) => <PassengersScreen data={data} onChanged={refetch} />}
    </ReservationSubpage>
  );
}

function PassengersScreen({ data, onChanged }: { data: ReservationSubpageData<RouteQuery>; onChanged: () => void }) {
  const t = useIntl().formatMessage;
  const [editing, setEditing] = useState<PassengerDraft | null>(null);
  const abilities = useReservationAbilities(data);
  const reservation = data.getReservationById;
  const room = Math.max(0, reservation.passengerCount - reservation.registeredPassengerCount);
  const isFull = room === 0;
  // The server refuses passenger changes on a cancelled reservation (domain/reservationPassengers.ts).
  const open = reservation.status !== 'CANCELLED';
  const mayEdit = open && abilities.savePassenger;
  return (
    <>
      <p className={styles.counter} aria-live="polite">
        {reservation.code} · <span className={isFull ? styles.full : undefined}>
          {t(m.counter, { registered: reservation.registeredPassengerCount, maximum: reservation.passengerCount })}
        </span>
      </p>
      {mayEdit && <ReservationPassengerForm
        key={editing?.idReservationPassenger ?? 'new'}
        idReservation={reservation.idReservation}
        catalogs={data}
        editing={editing}
        onDone={() => {
          setEditing(null);
          onChanged();
        }}
        onCancel={() => setEditing(null)}
      />}
      {open && abilities.loadPassengers && (
        <PassengerExcelLoad idReservation={reservation.idReservation} catalogs={data} room={room} onLoaded={onChanged} />
      )}
      <ReservationPassengerList reservation={reservation} may={{ edit: mayEdit, delete: open && abilities.deletePassenger, revert: abilities.revert }}
        onEdit={setEditing} onChanged={onChanged} />
    </>
  );
}
