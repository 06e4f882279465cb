import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'wouter';
import type { ReservationDocumentsRouteQuery as RouteQuery } from '../../../__generated__/ReservationDocumentsRouteQuery.graphql';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { MissingRecord } from '../../../app/list/MissingRecord';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { PageHeader } from '../../../ui/PageHeader';
import { useReservationCrumbs } from '../passengers/usePassengerTexts';
import { DocumentAttach } from './DocumentAttach';
import { DocumentList } from './DocumentList';
import { IssuedDocuments } from './IssuedDocuments';
import { documentMessages as m } from './messages';
import * as styles from './ReservationDocuments.css';
import { useReservationAbilities } from '../reservationOperations';

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
  const { id } = useParams<{ id: string }>();
  const { crumbs, breadcrumbsLabel } = useReservationCrumbs(id);
  const { reference, refetch, resetKey } = useRouteQueryRef<RouteQuery>(ReservationDocumentsRouteQuery);
  return (
    <section className={styles.page}>
      <PageHeader title={t(m.title)} breadcrumbs={crumbs({ label: t(m.title) })} breadcrumbsLabel={breadcrumbsLabel} />
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<LoadingPage />}>
        <DocumentsScreen reference={reference} onChanged={refetch} />
      </ListBoundary>
    </section>
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
