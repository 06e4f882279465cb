import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { ListBoundary } from '../../app/list/ListBoundary';
import { LoadingPage } from '../../app/pages/LoadingPage';
import { PageHeader } from '../../ui/PageHeader';
import { passengerMessages as m } from './passengers/messages';

/**
 * A screen under one reservation (its passengers, its documents): the title under Home › Reservations › Reservation,
 * then the screen, which loads in its boundary (a failure offers Retry).
 */
export function ReservationSubpage({ className, title, resetKey, onRetry, children }: {
  className: string;
  title: string;
  /** The route query's key: a new load clears a shown failure. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const t = useIntl().formatMessage;
  const { id } = useParams<{ id: string }>();
  const crumbs = [
    { label: t(m.home), href: '/' },
    { label: t(m.reservations), href: '/reservations' },
    { label: t(m.reservation), href: `/reservations/${id}` },
    { label: title },
  ];
  return (
    <section className={className}>
      <PageHeader title={title} breadcrumbs={crumbs} breadcrumbsLabel={t(m.breadcrumbs)} />
      <ListBoundary resetKey={resetKey} onRetry={onRetry} fallback={<LoadingPage />}>{children}</ListBoundary>
    </section>
  );
}
