import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CartItem, CartPayment } from '../../../machines/cashierCart/cashierCartMachine';
import { Card } from '../../../ui/Card';
import { formatAmount } from '../../../app/format';
import * as styles from './CashierTransaction.css';
import { cartTotals } from './cashierMoney';
import { cashierTransactionMessages as m } from './messages';

/** Due, paid, still to pay and the change of a cash overpayment, in exact cents; the actions sit under them. */
export function CartTotalsCard({ items, payments, idCurrency, currencyCode, children }: {
  items: readonly CartItem[]; payments: readonly CartPayment[]; idCurrency: string | null; currencyCode: string; children: ReactNode;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const totals = cartTotals(items, payments, idCurrency);
  const money = (amount: string) => formatAmount(intl.locale, amount, currencyCode || null, 'code');
  return (
    <Card title={t(m.totalsTitle)}>
      <div className={styles.form}>
        <dl className={styles.totals} aria-live="polite">
          <dt className={styles.term}>{t(m.due)}</dt>
          <dd className={styles.value} data-testid="total-due">{money(totals.due)}</dd>
          <dt className={styles.term}>{t(m.paid)}</dt>
          <dd className={styles.value} data-testid="total-paid">{money(totals.paid)}</dd>
          <dt className={styles.term}>{t(m.remaining)}</dt>
          <dd className={styles.value} data-testid="total-remaining">{money(totals.remaining)}</dd>
          <dt className={styles.term}>{t(m.change)}</dt>
          <dd className={styles.change} data-testid="total-change">{money(totals.change)}</dd>
        </dl>
        {totals.otherCurrency && <p className={styles.muted}>{t(m.otherCurrency)}</p>}
        {children}
      </div>
    </Card>
  );
}
