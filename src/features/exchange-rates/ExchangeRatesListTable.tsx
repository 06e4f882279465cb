import { graphql, useFragment } from 'react-relay';
import type { ExchangeRatesListTable_rates$key } from '../../__generated__/ExchangeRatesListTable_rates.graphql';
import { adminMessages } from '../../app/list/adminMessages';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { PAGE_SIZES, type ListParams, type ListSort } from '../../app/listParams';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { isoToDate } from '../../ui/DatePicker';
import { EmptyState } from '../../ui/EmptyState';
import * as styles from '../../app/list/AdminPage.css';
import { exchangeRateMessages as m } from './messages';
import { useExchangeRateTexts } from './useExchangeRateTexts';

export interface ExchangeRatesListControls {
  params: ListParams;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: ListSort) => void;
  onOpen: (idExchangeRate: string) => void;
  onCreate: () => void;
}

/** The exchange rates of a page: date, currency pair, buy and sell rate. */
export function ExchangeRatesListTable({
  rates, count, isLoading, params, onPageChange, onPageSizeChange, onSortChange, onOpen, onCreate,
}: ExchangeRatesListControls & { rates: ExchangeRatesListTable_rates$key | null; count: number; isLoading: boolean }) {
  const { t, intl } = useExchangeRateTexts();
  const { pagination } = useAdminTexts();
  const rows = useFragment(
    graphql`
      fragment ExchangeRatesListTable_rates on ExchangeRate @relay(plural: true) {
        id
        idExchangeRate
        rateDate
        currencyFrom { code name }
        currencyTo { code name }
        buyRate
        sellRate
      }
    `,
    rates,
  ) ?? [];
  const currency = (c: { code: string | null | undefined; name: string } | null | undefined) =>
    (c ? <span title={c.name}>{c.code ?? c.name}</span> : '—');
  return (
    <DataTable
      label={t(m.tableLabel)}
      columns={[
        { id: 'rateDate', label: t(m.rateDate), allowsSorting: true, isRowHeader: true },
        { id: 'from', label: t(m.currencyFrom) },
        { id: 'to', label: t(m.currencyTo) },
        { id: 'buyRate', label: t(m.buyRate), allowsSorting: true, align: 'end' },
        { id: 'sellRate', label: t(m.sellRate), allowsSorting: true, align: 'end' },
      ]}
      rows={rows.map((row) => ({ ...row, id: row.idExchangeRate }))}
      renderCell={(row, column) => {
        switch (column) {
          // The date is a calendar day: formatted from its parts so no time zone moves it.
          case 'rateDate': {
            const day = isoToDate(row.rateDate);
            return day ? intl.formatDate(new Date(day.year, day.month - 1, day.day), { dateStyle: 'medium' }) : row.rateDate;
          }
          case 'from': return currency(row.currencyFrom);
          case 'to': return currency(row.currencyTo);
          case 'buyRate': return <span className={styles.mono}>{row.buyRate}</span>;
          case 'sellRate': return <span className={styles.mono}>{row.sellRate}</span>;
          default: return null;
        }
      }}
      sortDescriptor={params.sort}
      onSortChange={onSortChange}
      onRowAction={(id) => onOpen(String(id))}
      isLoading={isLoading}
      loadingLabel={t(adminMessages.loadingList)}
      emptyLabel={(
        <EmptyState title={t(m.emptyTitle)} description={t(m.emptyDescription)}
          action={<Button variant="secondary" onPress={onCreate}>{t(m.newRate)}</Button>} />
      )}
      pagination={{
        page: params.page, pageSize: params.pageSize, totalCount: count, onPageChange, onPageSizeChange,
        pageSizeOptions: PAGE_SIZES, ...pagination,
      }}
    />
  );
}
