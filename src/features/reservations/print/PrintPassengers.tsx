import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PrintPassengers_reservation$key } from '../../../__generated__/PrintPassengers_reservation.graphql';
import { useCatalogName } from '../../../app/catalogNames';
import { printMessages as m } from './messages';
import { printablePassengers } from './printContent';
import * as styles from './ReservationPrint.css';

/** The travelling passengers (ACTIVE only). */
export function PrintPassengers({ reservation }: { reservation: PrintPassengers_reservation$key }) {
  const t = useIntl().formatMessage;
  // Inside the print frame the locale is the reservation's, so the type reads in the sheet's language.
  const cn = useCatalogName();
  const data = useFragment(
    graphql`
      fragment PrintPassengers_reservation on Reservation {
        passengers {
          idReservationPassenger
          firstName
          lastName
          status
          passengerType { name nameEs }
          documentType { shortName }
          documentNumber
        }
      }
    `,
    reservation,
  );
  const passengers = printablePassengers(data.passengers);
  return (
    <section>
      <h2>{t(m.passengers)} ({t(m.passengerCount, { count: passengers.length })})</h2>
      {passengers.length === 0 ? <p>{t(m.noPassengers)}</p> : (
        <table className={styles.table}>
          <thead><tr><th>{t(m.name)}</th><th>{t(m.type)}</th><th>{t(m.document)}</th></tr></thead>
          <tbody>
            {passengers.map((p) => (
              <tr key={p.idReservationPassenger}>
                <td>{p.lastName}, {p.firstName}</td>
                <td>{cn(p.passengerType)}</td>
                <td>{p.documentType?.shortName ?? ''} {p.documentNumber}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
