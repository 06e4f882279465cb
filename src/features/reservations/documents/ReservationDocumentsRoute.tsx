import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ReservationDocumentsRouteQuery as RouteQuery } from '../../../__generated__/ReservationDocumentsRouteQuery.graphql';
import { MissingRecord } from '../../../app/list/MissingRecord';
import { DocumentAttach } from './DocumentAttach';
import { DocumentList } from './DocumentList';
import { IssuedDocuments } from './IssuedDocuments';
import { documentMessages as m } from './messages';
import * as styles from './ReservationDocuments.css';
import { useReservationAbilities } from '../reservationOperations';
import { ReservationSubpage } from '../ReservationSubpage';

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
      {(reference, refetch) => <DocumentsScreen reference={reference} onChanged={refetch} />}
    </ReservationSubpage>
  );
}

function DocumentsScreen({ reference, onChanged }: { reference: PreloadedQuery<RouteQuery>; onChanged: () => void }) {
  const data = usePreloadedQuery<RouteQuery>(ReservationDocumentsRouteQuery, reference);
  const abilities = useReservationAbilities(data);
  const reservation = data.getReservationById;
  if (!reservation) return <MissingRecord listHref="/reservations" />;
  return (
    <>
      <p className={styles.muted}>{reservation.code}</p>
      <IssuedDocuments reservation={reservation} />
      {abilities.attachDocument && <DocumentAttach idReservation={reservation.idReservation} onAttached={onChanged} />}
      <DocumentList reservation={reservation} canDelete={abilities.deleteDocument} onChanged={onChanged} />
    </>
  );
}
