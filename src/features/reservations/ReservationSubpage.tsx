import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useParams } from 'wouter';
import { MissingRecord } from '../../app/list/MissingRecord';
import { RoutePage } from '../../app/pages/RoutePage';
import { PageHeader } from '../../ui/PageHeader';
import { passengerMessages as m } from './passengers/messages';

/** What a subpage's route query answers: the reservation (null when it is gone or outside the OU), beside the rest. */
interface SubpageOperation extends OperationType {
  response: { readonly getReservationById: unknown };
}

/** The route query's answer once the reservation is there. */
export type ReservationSubpageData<T extends SubpageOperation> = T['response'] & {
  readonly getReservationById: NonNullable<T['response']['getReservationById']>;
};

/**
 * A screen under one reservation (its passengers, its documents): the title under Home › Reservations › Reservation,
 * then the screen, which loads in its boundary (a failure offers Retry) and, when the reservation is missing, says so.
 */
export function ReservationSubpage<T extends SubpageOperation>({ query, className, title, children }: {
  /** The route's query. */
  query: GraphQLTaggedNode;
  className: string;
  title: string;
  /** The screen, given the answer and `refetch` (to show what an action changed). */
  children: (data: ReservationSubpageData<T>, refetch: () => void) => ReactNode;
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
      {(reference, refetch) => <SubpageScreen<T> query={query} reference={reference} refetch={refetch}>{children}</SubpageScreen>}
    </RoutePage>
  );
}

function SubpageScreen<T extends SubpageOperation>({ query, reference, refetch, children }: {
  query: GraphQLTaggedNode;
  reference: PreloadedQuery<T>;
  refetch: () => void;
  children: (data: ReservationSubpageData<T>, refetch: () => void) => ReactNode;
}) {
  const data = usePreloadedQuery<T>(query, reference);
  if (!data.getReservationById) return <MissingRecord listHref="/reservations" />;
  return children(data as ReservationSubpageData<T>, refetch);
}
