import { use, useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { Link } from 'wouter';
import type { PayableItemsSearchQuery as SearchQuery } from '../../../__generated__/PayableItemsSearchQuery.graphql';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { RouteResultsContext } from '../../../app/routeEntry';
import type { CashierCartEvent } from '../../../machines/cashierCart/cashierCartMachine';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { TextField } from '../../../ui/TextField';
import { formatAmount } from '../../../app/format';
import * as styles from './CashierTransaction.css';
import { cashierTransactionMessages as m } from './messages';

/** Started by the navigation for the screen's first search (routes.ts), then by each press of Search. */
const searchQuery = graphql`
  query PayableItemsSearchQuery($input: PayableReservationItemSearchInput!, $asked: Boolean!) @preloadable {
    searchPayableReservationItems(input: $input) @include(if: $asked) {
      count
      data {
        reservation { code idEntity idCurrency entity { name } currency { code } }
        item { idReservationItem serviceDate pendingAmount instance { name product { name } } }
        scheduledPayment { amount dueDate overdue }
      }
      quotes { idReservation code }
    }
  }
`;

/**
 * What the payment routes narrow the search to: a customer's items (search-reservations) or the items a fiscal
 * document's transaction paid that are still pending (register-document-payment).
 */
export type PayableScope = { idEntity: string } | { idFiscalDocument: string };

/** The search's variables: the typed text within the scope. */
const payableSearchVariables = (text: string, scope?: PayableScope) =>
  ({ input: { text: text || null, take: 25, ...scope }, asked: true });

/**
 * Finds the payable items by reservation code, file number or customer and adds them to the reservations cart. With a
 * scope the search runs at once within it (the text narrows it further). With `reservation` (a code: the reservation's
 * Take payment) it searches that code at once and puts the reservation's payable items in the cart (with a payment
 * schedule, those that carry what it asks now).
 */
export function PayableItemsSearch({ inCart, send, isDisabled, scope, reservation }: {
  inCart: ReadonlySet<string>; send: (event: CashierCartEvent) => void; isDisabled: boolean; scope?: PayableScope;
  reservation?: string;
}) {
  const { formatMessage: t } = useIntl();
  const [text, setText] = useState(reservation ?? '');
  const [submitted, setSubmitted] = useState<string | null>(reservation ?? (scope ? '' : null));
  // The first search (a scope's, a reservation's) was started by the navigation with the screen (routes.ts); the
  // navigation owns it, so it is not handed to the loader, which disposes what it holds when replaced or unmounted.
  const first = use(RouteResultsContext) as PreloadedQuery<SearchQuery> | null;
  const [again, load] = useQueryLoader<SearchQuery>(searchQuery);
  const reference = again ?? first;
  const [loads, setLoads] = useState(0);
  const [isPending, startTransition] = useTransition();
  const search = (asked: string) => startTransition(() => {
    setSubmitted(asked);
    setLoads((n) => n + 1);
    load(payableSearchVariables(asked, scope), { fetchPolicy: 'network-only' });
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(text.trim());
  };
  return (
    <Card title={t(m.searchTitle)}>
      <form className={styles.searchRow} onSubmit={onSubmit} role="search">
        <TextField label={t(m.searchLabel)} value={text} onChange={setText} />
        <Button type="submit" variant="secondary">{t(m.search)}</Button>
      </form>
      {submitted !== null && reference && (
        <div aria-busy={isPending || undefined}>
          <ListBoundary resetKey={String(loads)} onRetry={() => search(submitted)}
            fallback={<p className={styles.muted} role="status">{t(m.searching)}</p>}>
            <Results reference={reference} text={submitted} scope={scope} inCart={inCart} send={send} isDisabled={isDisabled}
              addAll={reservation && submitted === reservation ? reservation : undefined} />
          </ListBoundary>
        </div>
      )}
    </Card>
  );
}

type Row = NonNullable<SearchQuery['response']['searchPayableReservationItems']>['data'][number];
const cartItem = ({ reservation, item, scheduledPayment }: Row) => ({
  idReservationItem: item.idReservationItem, reservationCode: reservation.code, idEntity: reservation.idEntity,
  idCurrency: reservation.idCurrency, pendingAmount: item.pendingAmount, scheduledPayment,
});

function Results({ reference, text, scope, inCart, send, isDisabled, addAll }: {
  reference: PreloadedQuery<SearchQuery>; text: string; scope?: PayableScope; inCart: ReadonlySet<string>; send: (event: CashierCartEvent) => void; isDisabled: boolean;
  /** A reservation code whose items go into the cart once, as soon as they are found. */
  addAll?: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  // Always asked once shown: a search is shown only after one was started.
  const found = usePreloadedQuery<SearchQuery>(searchQuery, reference).searchPayableReservationItems!;
  const rows = found.data;
  const added = useRef(false);
  useEffect(() => {
    // Once per arrival: an item the cashier then removes stays out. The cart machine ignores one already in it.
    if (!addAll || added.current || isDisabled) return;
    added.current = true;
    // The cart takes the items that carry what the reservation's schedule asks now; the rest stay listed to add.
    send({ type: 'ADD_RESERVATION', items: rows.filter((row) => row.reservation.code === addAll).map(cartItem) });
  }, [addAll, rows, send, isDisabled]);
  if (!rows.length) {
    const { quotes } = found;
    // A quote has nothing payable until it is confirmed (no deposit on a quote): say so instead of "no match".
    if (quotes.length) {
      return (
        <ul className={styles.list} aria-label={t(m.quotesFound)}>
          {quotes.map((quote) => (
            <li key={quote.idReservation} className={styles.muted} role="note">
              {t(m.quoteMustBeConfirmed, { code: quote.code })} <Link href={`/reservations/${quote.idReservation}`}>{t(m.openReservation, { code: quote.code })}</Link>
            </li>
          ))}
        </ul>
      );
    }
    const empty = !scope || text ? m.noResults : 'idEntity' in scope ? m.customerNothingPending : m.documentNothingPending;
    return <p className={styles.muted}>{t(empty)}</p>;
  }
  return (
    <ul className={styles.list} aria-label={t(m.searchResults)}>
      {rows.map((row) => {
        const { reservation, item } = row;
        const added = inCart.has(item.idReservationItem);
        // The product as well as its instance: "Shared group" alone does not say which service is paid.
        const service = `${item.instance.product.name} › ${item.instance.name}`;
        return (
          <li key={item.idReservationItem} className={styles.row}>
            <span className={styles.rowText}>
              <span className={styles.strong}>{reservation.code} · {service}</span>
              <span className={styles.muted}>
                {reservation.entity?.name} · {intl.formatDate(`${item.serviceDate}T00:00:00`, { dateStyle: 'medium' })} · {' '}
                {t(m.pending, { amount: formatAmount(intl.locale, item.pendingAmount, reservation.currency?.code, 'code') })}
              </span>
            </span>
            {added ? <span className={styles.muted}>{t(m.inCart)}</span> : (
              <Button size="sm" variant="secondary" isDisabled={isDisabled}
                aria-label={t(m.addItemNamed, { reservation: reservation.code, service })}
                onPress={() => send({ type: 'ADD_ITEM', item: cartItem(row) })}>
                {t(m.addItem)}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
