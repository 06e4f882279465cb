import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { CashierTransactionsListRouteQuery as RouteQuery } from '../../../__generated__/CashierTransactionsListRouteQuery.graphql';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { SearchBox } from '../../../app/list/SearchBox';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { oneOf, useListParams } from '../../../app/listParams';
import { DateRangePicker, type IsoDateRange } from '../../../ui/DateRangePicker';
import { Button } from '../../../ui/Button';
import { PlusIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import { Select } from '../../../ui/Select';
import * as styles from '../../../app/list/AdminPage.css';
import { CashierTransactionDetailDialog, useTransactionDetail } from './CashierTransactionDetailDialog';
import { CashierTransactionsTable, type CashierTransactionsControls } from './CashierTransactionsTable';
import { transactionListMessages as m } from './messages';
import { useTransactionListTexts } from './useTransactionListTexts';
import { TRANSACTION_STATUSES, transactionsListQuery } from '../routeQueries';

const CashierTransactionsListRouteQuery = graphql`
  query CashierTransactionsListRouteQuery($input: CashierTransactionSearchInput!) @preloadable {
    searchCashierTransactions(input: $input) {
      count
      data {
        ...CashierTransactionsTable_transactions
      }
    }
  }
`;

const ANY = 'any';

/**
 * /cashier-transaction/transactions: the OU's cashier transactions, newest first, paged on the server and filtered by
 * a search, a date range and a status kept in the address (?q=&from=&to=&status=). A row opens the transaction's
 * payments and documents in a dialog, where an active payment can be voided.
 */
export function CashierTransactionsListRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useTransactionListTexts();
  const list = useListParams(transactionsListQuery.defaults);
  const { filters } = list.params;
  const status = oneOf(filters.status, TRANSACTION_STATUSES);
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<RouteQuery>(CashierTransactionsListRouteQuery);
  const [openId, setOpenId] = useState<string | null>(null);
  const detail = useTransactionDetail();
  // The transaction's query starts with the press that opens its dialog.
  const open = (id: string) => {
    detail.open({ id });
    setOpenId(id);
  };
  const close = () => {
    setOpenId(null);
    detail.close();
  };
  const [, navigate] = useLocation();
  const controls: CashierTransactionsControls = {
    params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize, onOpen: open,
  };
  const loading = <CashierTransactionsTable transactions={null} count={0} isLoading {...controls} />;
  const range = filters.from && filters.to ? { start: filters.from, end: filters.to } : null;
  const setRange = (next: IsoDateRange | null) => {
    list.setFilter('from', next?.start ?? null);
    list.setFilter('to', next?.end ?? null);
  };
  const toolbar = (
    <div className={styles.toolbar}>
      <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
      <DateRangePicker label={t(m.dateFilter)} value={range} onChange={setRange} />
      <Select label={t(m.statusFilter)} selectedKey={status ?? ANY}
        onSelectionChange={(key) => list.setFilter('status', key === ANY ? null : key)}
        items={[{ id: ANY, label: t(m.anyStatus) }, ...TRANSACTION_STATUSES.map((s) => ({ id: s, label: t(m[`status${s}`]) }))]} />
    </div>
  );
  return (
    <section className={styles.page}>
      <PageHeader title={t(m.listTitle)} description={t(m.listDescription)} breadcrumbs={breadcrumbs()}
        breadcrumbsLabel={breadcrumbsLabel}
        actions={<Button onPress={() => navigate('/cashier-transaction')}><PlusIcon size={14} />{t(m.newTransaction)}</Button>} />
      {toolbar}
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={loading}>
        {reference ? <ListScreen reference={reference} isPending={isPending} controls={controls} /> : loading}
      </ListBoundary>
      {openId && <CashierTransactionDetailDialog detail={detail} onChanged={refetch} onClose={close} />}
    </section>
  );
}

function ListScreen({ reference, isPending, controls }: {
  reference: PreloadedQuery<RouteQuery>; isPending: boolean; controls: CashierTransactionsControls;
}) {
  const data = usePreloadedQuery<RouteQuery>(CashierTransactionsListRouteQuery, reference);
  return (
    <CashierTransactionsTable transactions={data.searchCashierTransactions.data} count={data.searchCashierTransactions.count}
      isLoading={isPending} {...controls} />
  );
}
