import type { ReactNode } from 'react';
import { useCatalogName, type CatalogName } from '../../../app/catalogNames';
import * as styles from './DailyCashier.css';
import { dailyCashierMessages as m } from './messages';
import { useDailyCashierTexts } from './useDailyCashierTexts';

export interface CountLine {
  idPaymentType: string;
  idCurrency: string;
  expectedAmount: string;
  countedAmount: string | null | undefined;
  variance: string | null | undefined;
  paymentType: CatalogName | null | undefined;
  currency: { code: string } | null | undefined;
}

/**
 * Expected amounts per payment type and currency; with `counted` the cells to count in (closing), otherwise the
 * stored counted amount and its variance (a closed day), a shortage in red. `compact` (a dialog) names the currency
 * once, with the payment type, so the variance fits beside the amounts.
 */
export function DailyCashierCountsTable({ lines, counted, compact = false }: {
  lines: readonly CountLine[]; counted?: (line: CountLine, index: number) => ReactNode; compact?: boolean;
}) {
  const cn = useCatalogName();
  const { t, money: withCode } = useDailyCashierTexts();
  const money: typeof withCode = compact ? (amount) => withCode(amount, null) : withCode;
  if (lines.length === 0) return <p className={styles.muted}>{t(m.nothingExpected)}</p>;
  const showResult = !counted && lines.some((l) => l.countedAmount != null);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={t(m.countsTable)}>
        <thead>
          <tr>
            <th className={styles.th} scope="col">{t(m.paymentType)}</th>
            {!compact && <th className={styles.th} scope="col">{t(m.currency)}</th>}
            <th className={`${styles.th} ${styles.amount}`} scope="col">{t(m.expected)}</th>
            {(counted || showResult) && <th className={`${styles.th} ${styles.amount}`} scope="col">{t(m.counted)}</th>}
            {showResult && <th className={`${styles.th} ${styles.amount}`} scope="col">{t(m.variance)}</th>}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => {
            const negative = line.variance?.startsWith('-');
            const positive = line.variance != null && !negative && /[1-9]/.test(line.variance);
            return (
              <tr key={`${line.idPaymentType}|${line.idCurrency}`}>
                <th className={`${styles.td} ${styles.rowHeader}`} scope="row">
                  {cn(line.paymentType)}{compact && ` · ${line.currency?.code ?? ''}`}
                </th>
                {!compact && <td className={styles.td}>{line.currency?.code}</td>}
                <td className={`${styles.td} ${styles.amount}`}>{money(line.expectedAmount, line.currency)}</td>
                {counted && <td className={`${styles.td} ${styles.amount}`}>{counted(line, i)}</td>}
                {showResult && <td className={`${styles.td} ${styles.amount}`}>{money(line.countedAmount, line.currency)}</td>}
                {showResult && (
                  <td className={`${styles.td} ${styles.amount} ${negative ? styles.shortage : positive ? styles.overage : ''}`}>
                    {money(line.variance, line.currency)}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
