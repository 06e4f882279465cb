import { useIntl } from 'react-intl';
import type { CartItem, CartProblems, CashierCartEvent, ScheduledPayment } from '../../../machines/cashierCart/cashierCartMachine';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { MoneyField } from '../../../ui/MoneyField';
import { toCents } from '../../../app/cents';
import { formatAmount, formatDay } from '../../../app/format';
import * as styles from './CashierTransaction.css';
import { cashierTransactionMessages as m } from './messages';

/**
 * The items being paid, each with its amount to pay: what its reservation's payment schedule asks now (deposit now,
 * balance when due) or, without a schedule, the pending amount; Pay in full sets the whole pending amount.
 */
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
              {item.scheduledPayment && <ScheduleNote scheduled={item.scheduledPayment} currencyCode={currencyCode} />}
              {toCents(item.amountToPay) !== toCents(item.pendingAmount) && (
                <span>
                  <Button size="sm" variant="quiet" isDisabled={isDisabled}
                    aria-label={t(m.payInFullOf, { amount: pending, reservation: item.reservationCode })}
                    onPress={() => send({ type: 'SET_AMOUNT', idReservationItem: item.idReservationItem, amount: item.pendingAmount })}>
                    {t(m.payInFull)}
                  </Button>
                </span>
              )}
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

/** Why the amount proposed is what it is: the schedule's open instalments due now (or the next one), and their date. */
function ScheduleNote({ scheduled, currencyCode }: { scheduled: ScheduledPayment; currencyCode: string }) {
  const intl = useIntl();
  const values = { amount: formatAmount(intl.locale, scheduled.amount, currencyCode, 'code'), date: formatDay(intl.locale, scheduled.dueDate) };
  return scheduled.overdue
    ? <span className={styles.error}>{intl.formatMessage(m.scheduleOverdue, values)}</span>
    : <span className={styles.muted}>{intl.formatMessage(m.scheduleDue, values)}</span>;
}
