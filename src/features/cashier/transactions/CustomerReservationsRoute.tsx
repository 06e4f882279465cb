import { useIntl } from 'react-intl';
import { Link, useParams } from 'wouter';
import { CashierTransactionRoute } from './CashierTransactionRoute';
import * as styles from './CashierTransaction.css';
import { cashierTransactionMessages as m } from './messages';

/** /cashier-transaction/payment/{idEntity}/search-reservations: the cart, its search opened on the customer's items. */
export function CustomerReservationsRoute() {
  const { formatMessage: t } = useIntl();
  const { id } = useParams<{ id: string }>();
  return (
    <CashierTransactionRoute key={id} title={t(m.customerTitle)} description={t(m.customerDescription)} scope={{ idEntity: id }}
      actions={<Link href={`/cashier-transaction/payment/${id}/search-payment`} className={styles.headerLink}>{t(m.customerPayments)}</Link>} />
  );
}
