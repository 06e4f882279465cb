import { graphql } from 'react-relay';
import type { ExchangeRatesListTable_rates$key } from '../../../__generated__/ExchangeRatesListTable_rates.graphql';
import { useCatalogName, type CatalogName } from '../../../app/catalogNames';
import { RecordTable, usePageRows, type RecordListTableProps } from '../../../app/list/RecordTable';
import * as styles from '../../../app/list/AdminPage.css';
import { exchangeRateMessages as m } from './messages';
import { useExchangeRateTexts } from './useExchangeRateTexts';
import { formatDay } from '../../../app/format';

/** The exchange rates of a page: date, currency pair, buy and sell rate. */
export function ExchangeRatesListTable(table: RecordListTableProps<ExchangeRatesListTable_rates$key>) {
  const cn = useCatalogName();
  const { t, intl } = useExchangeRateTexts();
  const rows = usePageRows(graphql`
    fragment ExchangeRatesListTable_rates on ExchangeRate @relay(plural: true) {
      id idExchangeRate rateDate
      currencyFrom { code name nameEs }
      currencyTo { code name nameEs }
      buyRate sellRate
    }
  `, table.page);
  const currency = (c: (CatalogName & { code: string | null | undefined }) | null | undefined) =>
    (c ? <span title={cn(c)}>{c.code ?? cn(c)}</span> : '—');
  return (
    <RecordTable {...table} rows={rows} idOf={(row) => row.idExchangeRate} columns={[
      // The date is a calendar day: formatted in UTC so no time zone moves it.
      { id: 'rateDate', label: t(m.rateDate), allowsSorting: true, isRowHeader: true, cell: (row) => formatDay(intl.locale, row.rateDate) },
      { id: 'from', label: t(m.currencyFrom), cell: (row) => currency(row.currencyFrom) },
      { id: 'to', label: t(m.currencyTo), cell: (row) => currency(row.currencyTo) },
      { id: 'buyRate', label: t(m.buyRate), allowsSorting: true, align: 'end', cell: (row) => <span className={styles.mono}>{row.buyRate}</span> },
      { id: 'sellRate', label: t(m.sellRate), allowsSorting: true, align: 'end', cell: (row) => <span className={styles.mono}>{row.sellRate}</span> },
    ]} />
  );
}
