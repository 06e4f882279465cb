import { useIntl } from 'react-intl';
import type { CartItem, CartProblems, CashierCartEvent } from '../../machines/cashierCart/cashierCartMachine';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { MoneyField } from '../../ui/MoneyField';
import { formatAmount } from '../../app/format';
import * as styles from './CashierTransaction.css';
import { cashierTransactionMessages as m } from './messages';

/** The items being paid, each with its amount to pay (the pending amount unless the cashier lowers it). */
export function ReservationsCart({ items, problems, currencyCode, send, isDisabled }: {
  items: readonly CartItem[]; problems: CartProblems; currencyCode: string; send: (event: CashierCartEvent) => void;
  isDisabled: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Card title={t(m.cartTitle)}>
      {!items.length && <p className={problems.items ? styles.error : styles.muted}>
        {problems.items ? t(m.atLeastOneItem) : t(m.cartEmpty)}
      </p>}
      {items.map((item) => {
        const problem = problems.item[item.idReservationItem];
        const pending = formatAmount(intl.locale, item.pendingAmount, currencyCode, 'code');
        return (
          <div key={item.idReservationItem} className={styles.cartLine}>
            <span className={styles.rowText}>
              <span className={styles.strong}>{item.reservationCode}</span>
              <span className={styles.muted}>{t(m.pending, { amount: pending })}</span>
            </span>
            <MoneyField label={t(m.amountToPay, { reservation: item.reservationCode })} currency={currencyCode}
              value={item.amountToPay} isDisabled={isDisabled}
              onChange={(amount) => send({ type: 'SET_AMOUNT', idReservationItem: item.idReservationItem, amount })}
              errorMessage={problem ? t(m[problem], { amount: pending }) : undefined} />
            <span className={styles.lineAction}>
              <Button size="sm" variant="quiet" isDisabled={isDisabled}
                aria-label={t(m.removeItem, { reservation: item.reservationCode })}
                onPress={() => send({ type: 'REMOVE_ITEM', idReservationItem: item.idReservationItem })}>
                {t(m.remove)}
              </Button>
            </span>
          </div>
        );
      })}
    </Card>
  );
}
