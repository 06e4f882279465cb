import { graphql } from 'react-relay';
import type { SupplierInvoiceFormRouteQuery as RouteQuery } from '../../../__generated__/SupplierInvoiceFormRouteQuery.graphql';
import { FormRoute } from '../../../app/forms/FormRoute';
import { supplierPayableMessages as m } from './messages';
import { SupplierInvoiceForm } from './SupplierInvoiceForm';
import { useSupplierPayableTexts } from './useSupplierPayableTexts';

const SupplierInvoiceFormRouteQuery = graphql`
  query SupplierInvoiceFormRouteQuery @preloadable {
    ...SupplierInvoiceForm_currencies
  }
`;

/** /cashier-transaction/payment/supplier-payables/new: registers a supplier's invoice against its services. */
export function SupplierInvoiceFormRoute() {
  const { t, breadcrumbs } = useSupplierPayableTexts();
  return (
    <FormRoute<RouteQuery> query={SupplierInvoiceFormRouteQuery} title={t(m.formTitle)} description={t(m.formDescription)}
      trail={breadcrumbs()}>
      {(data) => <SupplierInvoiceForm options={data} />}
    </FormRoute>
  );
}
