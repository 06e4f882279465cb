import { useState } from 'react';
import { graphql } from 'react-relay';
import { useLocation } from 'wouter';
import type { CashierTransactionsListRouteQuery as RouteQuery } from '../../../__generated__/CashierTransactionsListRouteQuery.graphql';
import { ListPage, pagingOf } from '../../../app/list/ListPage';
import { SearchBox } from '../../../app/list/SearchBox';
import { oneOf, useListParams } from '../../../app/listParams';
import { Button } from '../../../ui/Button';
import { PlusIcon } from '../../../ui/icons';
import { Select } from '../../../ui/Select';
import * as styles from '../../../app/list/AdminPage.css';
import { CashierTransactionDetailDialog, useTransactionDetail } from './CashierTransactionDetailDialog';
import { CashierTransactionsTable } from './CashierTransactionsTable';
import { transactionListMessages as m } from './messages';
import { useTransactionListTexts } from './useTransactionListTexts';
import { TRANSACTION_STATUSES, transactionsListQuery } from '../routeQueries';
import { DateRangeFilter } from '../DateRangeFilter';

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
  return (
    <ListPage<RouteQuery> query={CashierTransactionsListRouteQuery} styles={styles}
      header={{
        title: t(m.listTitle), description: t(m.listDescription), breadcrumbs: breadcrumbs(), breadcrumbsLabel,
        actions: <Button onPress={() => navigate('/cashier-transaction')}><PlusIcon size={14} />{t(m.newTransaction)}</Button>,
      }}
      toolbar={<>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
        <DateRangeFilter list={list} label={t(m.dateFilter)} />
        <Select label={t(m.statusFilter)} selectedKey={status ?? ANY}
          onSelectionChange={(key) => list.setFilter('status', key === ANY ? null : key)}
          items={[{ id: ANY, label: t(m.anyStatus) }, ...TRANSACTION_STATUSES.map((s) => ({ id: s, label: t(m[`status${s}`]) }))]} />
      </>}
      table={(data, isLoading) => (
        <CashierTransactionsTable transactions={data?.searchCashierTransactions.data ?? null}
          count={data?.searchCashierTransactions.count ?? 0} isLoading={isLoading} {...pagingOf(list)} onOpen={open} />
      )}>
      {(refetch) => openId && <CashierTransactionDetailDialog detail={detail} onChanged={refetch} onClose={close} />}
    </ListPage>
  );
}
