import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'wouter';
import type { ReservationDocumentsRouteQuery as RouteQuery } from '../../__generated__/ReservationDocumentsRouteQuery.graphql';
import { ListBoundary } from '../../app/list/ListBoundary';
import { MissingRecord } from '../../app/list/MissingRecord';
import { useRouteQuery } from '../../app/list/useRouteQuery';
import { LoadingPage } from '../../app/pages/LoadingPage';
import { PageHeader } from '../../ui/PageHeader';
import { useReservationCrumbs } from '../reservation-passengers/usePassengerTexts';
import { DocumentAttach } from './DocumentAttach';
import { DocumentList } from './DocumentList';
import { documentMessages as m } from './messages';
import * as styles from './ReservationDocuments.css';

const ReservationDocumentsRouteQuery = graphql`
  query ReservationDocumentsRouteQuery($id: ID!) {
    getReservationById(id: $id) {
      idReservation
      code
      ...DocumentList_reservation
    }
  }
`;

/** /reservations/{id}/documents: attach, list, view and delete the reservation's files. */
export function ReservationDocumentsRoute() {
  const t = useIntl().formatMessage;
  const { id } = useParams<{ id: string }>();
  const { crumbs, breadcrumbsLabel } = useReservationCrumbs(id);
  const { reference, refetch } = useRouteQuery<RouteQuery>(ReservationDocumentsRouteQuery, { id }, 'network-only');
  return (
    <section className={styles.page}>
      <PageHeader title={t(m.title)} breadcrumbs={crumbs({ label: t(m.title) })} breadcrumbsLabel={breadcrumbsLabel} />
      <ListBoundary resetKey={id} onRetry={refetch} fallback={<LoadingPage />}>
        {reference ? <DocumentsScreen reference={reference} onChanged={refetch} /> : <LoadingPage />}
      </ListBoundary>
    </section>
  );
}

function DocumentsScreen({ reference, onChanged }: { reference: PreloadedQuery<RouteQuery>; onChanged: () => void }) {
  const data = usePreloadedQuery<RouteQuery>(ReservationDocumentsRouteQuery, reference);
  const reservation = data.getReservationById;
  if (!reservation) return <MissingRecord listHref="/reservations" />;
  return (
    <>
      <p className={styles.muted}>{reservation.code}</p>
      <DocumentAttach idReservation={reservation.idReservation} onAttached={onChanged} />
      <DocumentList reservation={reservation} onChanged={onChanged} />
    </>
  );
}
