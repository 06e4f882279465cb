import { Suspense, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PayableItemsSearchQuery as SearchQuery } from '../../__generated__/PayableItemsSearchQuery.graphql';
import type { CashierCartEvent } from '../../machines/cashierCart/cashierCartMachine';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { formatAmount } from '../rates/format';
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

/** Finds the payable items by reservation code, file number or customer and adds them to the reservations cart. */
export function PayableItemsSearch({ inCart, send, isDisabled }: {
  inCart: ReadonlySet<string>; send: (event: CashierCartEvent) => void; isDisabled: boolean;
}) {
  const { formatMessage: t } = useIntl();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
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
        <Suspense fallback={<p className={styles.muted}>{t(m.searching)}</p>}>
          <Results text={submitted} inCart={inCart} send={send} isDisabled={isDisabled} />
        </Suspense>
      )}
    </Card>
  );
}

function Results({ text, inCart, send, isDisabled }: {
  text: string; inCart: ReadonlySet<string>; send: (event: CashierCartEvent) => void; isDisabled: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const data = useLazyLoadQuery<SearchQuery>(searchQuery, { input: { text: text || null, take: 25 } },
    { fetchPolicy: 'network-only' });
  const rows = data.searchPayableReservationItems.data;
  if (!rows.length) return <p className={styles.muted}>{t(m.noResults)}</p>;
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
