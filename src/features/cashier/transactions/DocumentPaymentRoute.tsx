import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { CashierTransactionRoute } from './CashierTransactionRoute';
import { cashierTransactionMessages as m } from './messages';

/**
 * /cashier-transaction/payment/{idFiscalDocument}/register-document-payment: the cart, its search opened on what is
 * still pending on the items the document's transaction paid. The payment issues its own document, as any other.
 */
export function DocumentPaymentRoute() {
  const { formatMessage: t } = useIntl();
  const { id } = useParams<{ id: string }>();
  return <CashierTransactionRoute key={id} title={t(m.documentTitle)} description={t(m.documentDescription)} scope={{ idFiscalDocument: id }} />;
}
