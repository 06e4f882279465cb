import { useIntl } from 'react-intl';
import * as adminStyles from '../../../app/list/AdminPage.css';
import type { CashierCartNotice } from '../../../machines/cashierCart/cashierCartMachine';
import * as styles from './CashierTransaction.css';
import { cashierTransactionMessages as m } from './messages';

/** SPEC.md section 8's "could not add reservation (to cart)" and "could not add payments", each with its reason. */
export function CartAddNotice({ notice }: { notice: CashierCartNotice | null }) {
  const { formatMessage: t } = useIntl();
  if (notice?.kind === 'otherCustomer') {
    return (
      <div className={adminStyles.alert} role="alert">
        <p className={styles.strong}>{t(m.couldNotAddReservation)}</p>
        <p>{t(m.otherCustomer)}</p>
      </div>
    );
  }
  if (notice?.kind === 'paymentRefused') {
    return (
      <div className={adminStyles.alert} role="alert">
        <p className={styles.strong}>{t(m.couldNotAddPayments)}</p>
        <p>{t(notice.reason === 'invalidAmount' ? m.invalidAmount : m.advanceNeedsItem)}</p>
      </div>
    );
  }
  return null;
}
