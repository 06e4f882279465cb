import { graphql } from 'react-relay';
import { useLocation } from 'wouter';
import type { SupplierPayablesListRouteQuery as RouteQuery } from '../../../__generated__/SupplierPayablesListRouteQuery.graphql';
import * as styles from '../../../app/list/AdminPage.css';
import { ListPage, pagingOf } from '../../../app/list/ListPage';
import { SearchBox } from '../../../app/list/SearchBox';
import { useListParams } from '../../../app/listParams';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { PayablesAgeingCard } from './PayablesAgeingCard';
import { SupplierInvoicesTable } from './SupplierInvoicesTable';
import { supplierPayableMessages as m } from './messages';
import { SUPPLIER_PAYABLES_HREF, useSupplierPayableTexts } from './useSupplierPayableTexts';
import { supplierPayablesListQuery } from '../routeQueries';

const SupplierPayablesListRouteQuery = graphql`
  query SupplierPayablesListRouteQuery($input: SupplierInvoiceSearchInput!) @preloadable {
    searchSupplierInvoices(input: $input) {
      count
      data { ...SupplierInvoicesTable_rows }
    }
    payablesAgeing { ...PayablesAgeingCard_lines }
  }
`;

/**
 * /cashier-transaction/payment/supplier-payables: the OU's supplier invoices by due date, searched by number or
 * supplier and filtered by status on the server (?q=&status=&page=), with the payables ageing under them.
 */
export function SupplierPayablesListRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useSupplierPayableTexts();
  const [, navigate] = useLocation();
  const list = useListParams(supplierPayablesListQuery.defaults);
  const status = list.params.filters.status ?? null;
  return (
    <ListPage<RouteQuery> query={SupplierPayablesListRouteQuery} styles={styles}
      header={{
        title: t(m.listTitle), description: t(m.listDescription), breadcrumbs: breadcrumbs(), breadcrumbsLabel,
        actions: <Button onPress={() => navigate(`${SUPPLIER_PAYABLES_HREF}/new`)}>{t(m.register)}</Button>,
      }}
      toolbar={<>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
        <Select label={t(m.statusFilter)} labelPosition="side" selectedKey={status ?? 'ALL'}
          onSelectionChange={(key) => list.setFilter('status', key === 'ALL' ? null : String(key))}
          items={[{ id: 'ALL', label: t(m.anyStatus) }, { id: 'OPEN', label: t(m.statusOPEN) },
            { id: 'OVERDUE', label: t(m.filterOVERDUE) }, { id: 'PAID', label: t(m.statusPAID) }]} />
      </>}
      table={(data, isLoading) => (
        <>
          <SupplierInvoicesTable rows={data?.searchSupplierInvoices.data ?? null} count={data?.searchSupplierInvoices.count ?? 0}
            isLoading={isLoading} {...pagingOf(list)} />
          {data && <PayablesAgeingCard lines={data.payablesAgeing} />}
        </>
      )} />
  );
}
