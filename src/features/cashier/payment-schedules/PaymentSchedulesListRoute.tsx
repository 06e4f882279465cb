import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { PaymentSchedulesListRouteQuery as RouteQuery } from '../../../__generated__/PaymentSchedulesListRouteQuery.graphql';
import * as styles from '../../../app/list/AdminPage.css';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { SearchBox } from '../../../app/list/SearchBox';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { useListParams } from '../../../app/listParams';
import { PageHeader } from '../../../ui/PageHeader';
import { Select } from '../../../ui/Select';
import { DueInstalmentsTable } from './DueInstalmentsTable';
import { OuPaymentTermsCard, OuPaymentTermsCardLoading } from './OuPaymentTermsCard';
import { paymentScheduleMessages as m } from './messages';
import { usePaymentScheduleTexts } from './usePaymentScheduleTexts';
import { paymentSchedulesListQuery } from '../routeQueries';

const PaymentSchedulesListRouteQuery = graphql`
  query PaymentSchedulesListRouteQuery($input: DueInstalmentSearchInput!) @preloadable {
    takePayment: allowedOperations(names: ["completeCashierTransaction"])
    searchDueInstalments(input: $input) {
      count
      data { ...DueInstalmentsTable_rows }
    }
    ...OuPaymentTermsCard_query
  }
`;

/**
 * /cashier-transaction/payment/payment-schedules: open instalments of the OU's reservations, oldest due date first,
 * searched by reservation code or customer and filtered by due / overdue on the server (?q=&status=&page=); each row
 * can mail the customer a reminder and, for who may take payments, open the cashier cart with what is due proposed.
 */
export function PaymentSchedulesListRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = usePaymentScheduleTexts();
  const list = useListParams(paymentSchedulesListQuery.defaults);
  const status = list.params.filters.status ?? null;
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<RouteQuery>(PaymentSchedulesListRouteQuery);
  const table = { params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize };
  const loading = <><DueInstalmentsTable rows={null} count={0} isLoading {...table} /><OuPaymentTermsCardLoading /></>;
  return (
    <section className={styles.page}>
      <PageHeader title={t(m.listTitle)} description={t(m.listDescription)} breadcrumbs={breadcrumbs()} breadcrumbsLabel={breadcrumbsLabel} />
      <div className={styles.toolbar}>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
        <Select label={t(m.statusFilter)} labelPosition="side" selectedKey={status ?? 'ALL'}
          onSelectionChange={(key) => list.setFilter('status', key === 'ALL' ? null : String(key))}
          items={[{ id: 'ALL', label: t(m.anyStatus) }, { id: 'DUE', label: t(m.onlyDue) }, { id: 'OVERDUE', label: t(m.onlyOverdue) }]} />
      </div>
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={loading}>
        {reference ? <ListScreen reference={reference} isPending={isPending} table={table} /> : loading}
      </ListBoundary>
    </section>
  );
}

function ListScreen({ reference, isPending, table }: {
  reference: PreloadedQuery<RouteQuery>; isPending: boolean;
  table: Omit<Parameters<typeof DueInstalmentsTable>[0], 'rows' | 'count' | 'isLoading' | 'mayTakePayment'>;
}) {
  const data = usePreloadedQuery<RouteQuery>(PaymentSchedulesListRouteQuery, reference);
  return (
    <>
      <DueInstalmentsTable rows={data.searchDueInstalments.data} count={data.searchDueInstalments.count} isLoading={isPending}
        mayTakePayment={data.takePayment.length > 0} {...table} />
      {/* The OU's terms come with the list: a new page or search keeps the card and what is typed in it. */}
      <OuPaymentTermsCard query={data} />
    </>
  );
}
