import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { formatDay } from '../../app/format';
import { reportMessages as m } from './messages';
import { ReportChartView } from './ReportChartView';
import { useCellText } from './useCellText';
import * as styles from './Reports.css';
import type { ReportResult } from './useReportRun';

const NUMERIC = new Set(['money', 'integer', 'percent']);


export function ReportResultView({ result, onDownload, isBusy }: {
  result: ReportResult; onDownload: (format: 'xlsx' | 'csv') => void; isBusy: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const cell = useCellText();
  const { columns, rows, totals } = result;
  const currencyKey = columns.find((c) => c.key === 'currency')?.key;
  const top = useRef<HTMLDivElement>(null);
  // A new report lands under the catalog: bring it into view once, as it starts filling.
  // A block body: Chromium's scrollIntoView now returns a Promise, which React would call as the effect's cleanup.
  useEffect(() => {
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [result.key, result.params]);
  return (
    <div ref={top}>
    <Card title={result.title} actions={(
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onPress={() => onDownload('xlsx')} isDisabled={isBusy || !result.complete}>{t(m.downloadXlsx)}</Button>
        <Button variant="secondary" size="sm" onPress={() => onDownload('csv')} isDisabled={isBusy || !result.complete}>{t(m.downloadCsv)}</Button>
      </div>
    )}>
      <div className={styles.group}>
        <p className={styles.resultMeta}>
          {formatDay(intl.locale, result.params.from)} – {formatDay(intl.locale, result.params.to)} · {t(m.rowsShown, { count: rows.length })}
        </p>
        {result.truncated && <p className={styles.note}>{t(m.truncated, { count: rows.length })}</p>}
        {result.chart && <ReportChartView chart={result.chart} title={result.title} />}
        {result.complete && rows.length === 0 ? <EmptyState title={t(m.empty)} /> : (
          <div className={styles.tableWrap}>
            <table className={styles.table} aria-label={t(m.tableLabel, { name: result.title })}>
              <thead>
                <tr>{columns.map((c) => <th key={c.key} scope="col" className={`${styles.th} ${NUMERIC.has(c.type) ? styles.number : ''}`}>{c.label}</th>)}</tr>
              </thead>
              <tbody>
                {rows.map((row, r) => (
                  <tr key={r}>
                    {/* data-value keeps the exact value beside the formatted text (the browser tests compare it with the files). */}
                    {columns.map((c, i) => (
                      <td key={c.key} data-value={row[i] == null ? '' : String(row[i])}
                        className={`${styles.td} ${NUMERIC.has(c.type) ? styles.number : ''}`}>{cell(c, row[i])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
              {totals.length > 0 && (
                <tfoot>
                  {totals.map((total) => (
                    <tr key={total.currency ?? '-'} className={styles.totalRow}>
                      {columns.map((c, i) => (
                        <td key={c.key} className={`${styles.td} ${NUMERIC.has(c.type) ? styles.number : ''}`}>
                          {i === 0 ? (total.currency ? t(m.totalCurrency, { currency: total.currency }) : t(m.total))
                            : c.key === currencyKey ? total.currency
                              : total.sums[c.key] !== undefined ? cell(c, total.sums[c.key]) : ''}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tfoot>
              )}
            </table>
          </div>
        )}
      </div>
    </Card>
    </div>
  );
}
