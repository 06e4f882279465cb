import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useParams } from 'wouter';
import { RoutePage } from '../../app/pages/RoutePage';
import { PageHeader } from '../../ui/PageHeader';
import { passengerMessages as m } from './passengers/messages';

/**
 * A screen under one reservation (its passengers, its documents): the title under Home › Reservations › Reservation,
 * then the screen, which loads in its boundary (a failure offers Retry).
 */
export function ReservationSubpage<T extends OperationType>({ query, className, title, children }: {
  /** The route's query, read by the screen. */
  query: GraphQLTaggedNode;
  className: string;
  title: string;
  /** The screen, given the query's reference and `refetch` (to show what an action changed). */
  children: (reference: PreloadedQuery<T>, refetch: () => void) => ReactNode;
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
    <RoutePage<T> query={query} className={className}
      header={<PageHeader title={title} breadcrumbs={crumbs} breadcrumbsLabel={t(m.breadcrumbs)} />}>
      {children}
    </RoutePage>
  );
}
