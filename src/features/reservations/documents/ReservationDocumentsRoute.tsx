import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { ReservationDocumentsRouteQuery as RouteQuery } from '../../../__generated__/ReservationDocumentsRouteQuery.graphql';
import { DocumentAttach } from './DocumentAttach';
import { DocumentList } from './DocumentList';
import { IssuedDocuments } from './IssuedDocuments';
import { documentMessages as m } from './messages';
import * as styles from './ReservationDocuments.css';
import { useReservationAbilities } from '../reservationOperations';
import { ReservationSubpage, type ReservationSubpageData } from '../ReservationSubpage';

const ReservationDocumentsRouteQuery = graphql`
  query ReservationDocumentsRouteQuery($id: ID!) @preloadable {
    getReservationById(id: $id) {
      idReservation
      code
      ...DocumentList_reservation
      ...IssuedDocuments_reservation
    }
    ...reservationOperations_query
  }
`;

/** /reservations/{id}/documents: attach, list, view and delete the reservation's files. */
export function ReservationDocumentsRoute() {
  const t = useIntl().formatMessage;
  return (
    <ReservationSubpage<RouteQuery> query={ReservationDocumentsRouteQuery} className={styles.page} title={t(m.title)}>
      {(data, refetch) => <DocumentsScreen data={data} onChanged={refetch} />}
    </ReservationSubpage>
  );
}

function DocumentsScreen({ data, onChanged }: { data: ReservationSubpageData<RouteQuery>; onChanged: () => void }) {
  const abilities = useReservationAbilities(data);
  const reservation = data.getReservationById;
  return (
    <>
      <p className={styles.muted}>{reservation.code}</p>
      <IssuedDocuments reservation={reservation} />
      {abilities.attachDocument && <DocumentAttach idReservation={reservation.idReservation} onAttached={onChanged} />}
      <DocumentList reservation={reservation} canDelete={abilities.deleteDocument} onChanged={onChanged} />
    </>
  );
}
