import { graphql, useFragment } from 'react-relay';
import type { DailyCashierSupplierPayments_day$key } from '../../../__generated__/DailyCashierSupplierPayments_day.graphql';
import * as styles from './DailyCashier.css';
import { dailyCashierMessages as m } from './messages';
import { useDailyCashierTexts } from './useDailyCashierTexts';

/**
 * The day's cash paid to suppliers, a line per currency (net of voids, minus sign: money out). The expected cash above
 * already has it taken off; this line says why the drawer holds less. Nothing shows on a day without any.
 */
export function DailyCashierSupplierPayments({ day: dayKey }: { day: DailyCashierSupplierPayments_day$key }) {
  const { t, money } = useDailyCashierTexts();
  const day = useFragment(
    graphql`
      fragment DailyCashierSupplierPayments_day on DailyCashier {
        supplierPayments { idCurrency amount count currency { code } }
      }
    `,
    dayKey,
  );
  if (day.supplierPayments.length === 0) return null;
  const out = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : /[1-9]/.test(amount) ? `-${amount}` : amount);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={t(m.supplierPayments)}>
        <caption className={styles.caption}>{t(m.supplierPaymentsHelp)}</caption>
        <tbody>
          {day.supplierPayments.map((line) => (
            <tr key={line.idCurrency}>
              <th className={`${styles.td} ${styles.rowHeader}`} scope="row">{t(m.supplierPaymentsLine)}</th>
              <td className={styles.td}>{line.currency?.code}</td>
              <td className={`${styles.td} ${styles.muted}`}>{t(m.supplierPaymentsCount, { count: line.count })}</td>
              <td className={`${styles.td} ${styles.amount}`}>{money(out(line.amount), line.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
