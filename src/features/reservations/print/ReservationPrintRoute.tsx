import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { MissingRecord } from '../../../app/list/MissingRecord';
import { RoutePage } from '../../../app/pages/RoutePage';
import { PrintFrame } from './PrintFrame';
import { printLocale } from './printContent';

/** What every print route's query reads beside its sheet's fragment: the reservation and the language it prints in. */
interface PrintQuery extends OperationType {
  response: {
    readonly getReservationById: {
      readonly idReservation: string;
      readonly language: { readonly code: string; readonly shortName: string } | null | undefined;
    } | null | undefined;
  };
}

type Printed<Q extends PrintQuery> = NonNullable<Q['response']['getReservationById']>;

interface Props<Q extends PrintQuery> {
  /** The route's query (declared beside the route, with its sheet's fragment). */
  query: GraphQLTaggedNode;
  documentTitle: MessageDescriptor;
  kind: 'ITINERARY' | 'VOUCHER';
  /** The printed sheets of the reservation. */
  children: (reservation: Printed<Q>) => ReactNode;
}

/** A reservation's printable page: its sheets in the reservation's language, or the missing record. */
export function ReservationPrintRoute<Q extends PrintQuery>({ query, ...print }: Props<Q>) {
  return (
    <RoutePage<Q> query={query}>
      {(reference) => <PrintedReservation<Q> query={query} reference={reference} {...print} />}
    </RoutePage>
  );
}

function PrintedReservation<Q extends PrintQuery>({ query, reference, documentTitle, kind, children }: Props<Q> & {
  reference: PreloadedQuery<Q>;
}) {
  const reservation = usePreloadedQuery<Q>(query, reference).getReservationById;
  if (!reservation) return <MissingRecord listHref="/reservations" />;
  return (
    <PrintFrame documentTitle={documentTitle} idReservation={reservation.idReservation} locale={printLocale(reservation.language)} kind={kind}>
      {children(reservation as Printed<Q>)}
    </PrintFrame>
  );
}
