import { graphql } from 'react-relay';
import type { PaymentSchedulesListRouteQuery as RouteQuery } from '../../../__generated__/PaymentSchedulesListRouteQuery.graphql';
import * as styles from '../../../app/list/AdminPage.css';
import { ListPage, pagingOf } from '../../../app/list/ListPage';
import { SearchBox } from '../../../app/list/SearchBox';
import { useListParams } from '../../../app/listParams';
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
  return (
    <ListPage<RouteQuery> query={PaymentSchedulesListRouteQuery} styles={styles}
      header={{ title: t(m.listTitle), description: t(m.listDescription), breadcrumbs: breadcrumbs(), breadcrumbsLabel }}
      toolbar={<>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
        <Select label={t(m.statusFilter)} labelPosition="side" selectedKey={status ?? 'ALL'}
          onSelectionChange={(key) => list.setFilter('status', key === 'ALL' ? null : String(key))}
          items={[{ id: 'ALL', label: t(m.anyStatus) }, { id: 'DUE', label: t(m.onlyDue) }, { id: 'OVERDUE', label: t(m.onlyOverdue) }]} />
      </>}
      table={(data, isLoading) => (
        <>
          <DueInstalmentsTable rows={data?.searchDueInstalments.data ?? null} count={data?.searchDueInstalments.count ?? 0}
            isLoading={isLoading} mayTakePayment={(data?.takePayment.length ?? 0) > 0} {...pagingOf(list)} />
          {/* The OU's terms come with the list: a new page or search keeps the card and what is typed in it. */}
          {data ? <OuPaymentTermsCard query={data} /> : <OuPaymentTermsCardLoading />}
        </>
      )} />
  );
}
