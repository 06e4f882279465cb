import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { SupplierPayablesListRouteQuery as RouteQuery } from '../../../__generated__/SupplierPayablesListRouteQuery.graphql';
import * as styles from '../../../app/list/AdminPage.css';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { SearchBox } from '../../../app/list/SearchBox';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { useListParams } from '../../../app/listParams';
import { Button } from '../../../ui/Button';
import { PageHeader } from '../../../ui/PageHeader';
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
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<RouteQuery>(SupplierPayablesListRouteQuery);
  const table = { params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize };
  const loading = <SupplierInvoicesTable rows={null} count={0} isLoading {...table} />;
  return (
    <section className={styles.page}>
      <PageHeader title={t(m.listTitle)} description={t(m.listDescription)} breadcrumbs={breadcrumbs()} breadcrumbsLabel={breadcrumbsLabel}
        actions={<Button onPress={() => navigate(`${SUPPLIER_PAYABLES_HREF}/new`)}>{t(m.register)}</Button>} />
      <div className={styles.toolbar}>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
        <Select label={t(m.statusFilter)} labelPosition="side" selectedKey={status ?? 'ALL'}
          onSelectionChange={(key) => list.setFilter('status', key === 'ALL' ? null : String(key))}
          items={[{ id: 'ALL', label: t(m.anyStatus) }, { id: 'OPEN', label: t(m.statusOPEN) },
            { id: 'OVERDUE', label: t(m.filterOVERDUE) }, { id: 'PAID', label: t(m.statusPAID) }]} />
      </div>
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={loading}>
        {reference ? <ListScreen reference={reference} isPending={isPending} table={table} /> : loading}
      </ListBoundary>
    </section>
  );
}

function ListScreen({ reference, isPending, table }: {
  reference: PreloadedQuery<RouteQuery>; isPending: boolean;
  table: Omit<Parameters<typeof SupplierInvoicesTable>[0], 'rows' | 'count' | 'isLoading'>;
}) {
  const data = usePreloadedQuery<RouteQuery>(SupplierPayablesListRouteQuery, reference);
  return (
    <>
      <SupplierInvoicesTable rows={data.searchSupplierInvoices.data} count={data.searchSupplierInvoices.count} isLoading={isPending} {...table} />
      <PayablesAgeingCard lines={data.payablesAgeing} />
    </>
  );
}
