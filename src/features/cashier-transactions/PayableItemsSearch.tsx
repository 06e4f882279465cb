import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PayableItemsSearchQuery as SearchQuery } from '../../__generated__/PayableItemsSearchQuery.graphql';
import { ListBoundary } from '../../app/list/ListBoundary';
import type { CashierCartEvent } from '../../machines/cashierCart/cashierCartMachine';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { formatAmount } from '../../app/format';
import * as styles from './CashierTransaction.css';
import { cashierTransactionMessages as m } from './messages';

const searchQuery = graphql`
  query PayableItemsSearchQuery($input: PayableReservationItemSearchInput!) {
    searchPayableReservationItems(input: $input) {
      count
      data {
        reservation { code idEntity idCurrency entity { name } currency { code } }
        item { idReservationItem serviceDate pendingAmount instance { name } }
      }
    }
  }
`;

/**
 * What the payment routes narrow the search to: a customer's items (search-reservations) or the items a fiscal
 * document's transaction paid that are still pending (register-document-payment).
 */
export type PayableScope = { idEntity: string } | { idFiscalDocument: string };

/**
 * Finds the payable items by reservation code, file number or customer and adds them to the reservations cart. With a
 * scope the search runs at once within it (the text narrows it further).
 */
export function PayableItemsSearch({ inCart, send, isDisabled, scope }: {
  inCart: ReadonlySet<string>; send: (event: CashierCartEvent) => void; isDisabled: boolean; scope?: PayableScope;
}) {
  const { formatMessage: t } = useIntl();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(scope ? '' : null);
  const [attempt, setAttempt] = useState(0);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(text.trim());
  };
  return (
    <Card title={t(m.searchTitle)}>
      <form className={styles.searchRow} onSubmit={onSubmit} role="search">
        <TextField label={t(m.searchLabel)} value={text} onChange={setText} />
        <Button type="submit" variant="secondary">{t(m.search)}</Button>
      </form>
      {submitted !== null && (
        <ListBoundary resetKey={`${submitted}|${attempt}`} onRetry={() => setAttempt((n) => n + 1)}
          fallback={<p className={styles.muted} role="status">{t(m.searching)}</p>}>
          <Results key={attempt} text={submitted} scope={scope} inCart={inCart} send={send} isDisabled={isDisabled} />
        </ListBoundary>
      )}
    </Card>
  );
}

function Results({ text, scope, inCart, send, isDisabled }: {
  text: string; scope?: PayableScope; inCart: ReadonlySet<string>; send: (event: CashierCartEvent) => void; isDisabled: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const data = useLazyLoadQuery<SearchQuery>(searchQuery, { input: { text: text || null, take: 25, ...scope } },
    { fetchPolicy: 'network-only' });
  const rows = data.searchPayableReservationItems.data;
  if (!rows.length) {
    const empty = !scope || text ? m.noResults : 'idEntity' in scope ? m.customerNothingPending : m.documentNothingPending;
    return <p className={styles.muted}>{t(empty)}</p>;
  }
  return (
    <ul className={styles.list} aria-label={t(m.searchResults)}>
      {rows.map(({ reservation, item }) => {
        const added = inCart.has(item.idReservationItem);
        const service = item.instance.name;
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
                onPress={() => send({
                  type: 'ADD_ITEM',
                  item: {
                    idReservationItem: item.idReservationItem, reservationCode: reservation.code, idEntity: reservation.idEntity,
                    idCurrency: reservation.idCurrency, pendingAmount: item.pendingAmount,
                  },
                })}>
                {t(m.addItem)}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
