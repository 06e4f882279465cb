import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { SupplierInvoiceRouteQuery as RouteQuery } from '../../../__generated__/SupplierInvoiceRouteQuery.graphql';
import * as styles from '../../../app/list/AdminPage.css';
import { RoutePage } from '../../../app/pages/RoutePage';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { SupplierInvoiceDetail } from './SupplierInvoiceDetail';
import { supplierPayableMessages as m } from './messages';
import { useSupplierPayableTexts } from './useSupplierPayableTexts';

const SupplierInvoiceRouteQuery = graphql`
  query SupplierInvoiceRouteQuery($id: ID!) @preloadable {
    getSupplierInvoiceById(idSupplierInvoice: $id) { number ...SupplierInvoiceDetail_invoice }
  }
`;

/** /cashier-transaction/payment/supplier-payables/:id: one invoice against its expected cost, its payments, pay and void. */
export function SupplierInvoiceRoute() {
  return (
    <RoutePage<RouteQuery> query={SupplierInvoiceRouteQuery}>
      {(reference) => <InvoicePage reference={reference} />}
    </RoutePage>
  );
}

function InvoicePage({ reference }: { reference: PreloadedQuery<RouteQuery> }) {
  const { t, breadcrumbs, breadcrumbsLabel } = useSupplierPayableTexts();
  const invoice = usePreloadedQuery<RouteQuery>(SupplierInvoiceRouteQuery, reference).getSupplierInvoiceById;
  const title = invoice ? t(m.detailTitle, { number: invoice.number }) : t(m.emptyTitle);
  return (
    <section className={styles.page}>
      <PageHeader title={title} breadcrumbs={breadcrumbs({ label: title })} breadcrumbsLabel={breadcrumbsLabel} />
      {invoice ? <SupplierInvoiceDetail invoice={invoice} /> : <EmptyState title={t(m.emptyTitle)} description={t(m.emptyDescription)} />}
    </section>
  );
}
