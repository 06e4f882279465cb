import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'wouter';
import type { PaymentEditRouteQuery as RouteQuery } from '../../../__generated__/PaymentEditRouteQuery.graphql';
import * as styles from '../../../app/list/AdminPage.css';
import { RoutePage } from '../../../app/pages/RoutePage';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { PageHeader } from '../../../ui/PageHeader';
import { transactionListMessages as m } from './messages';
import { TransactionStatusChip } from './TransactionStatusChip';
import { TRANSACTIONS_HREF, useTransactionListTexts } from './useTransactionListTexts';
import { VoidPaymentDialog } from './VoidPaymentDialog';
import { useCatalogName } from '../../../app/catalogNames';

const PaymentEditRouteQuery = graphql`
  query PaymentEditRouteQuery($id: ID!) @preloadable {
    getPaymentById(id: $id) {
      idPayment transactionNumber lineNumber method status paymentDate amount amountApplied changeAmount exchangeRate
      cardBrand cardLast4 depositType depositNumber bankAccount bank { name nameEs } reversalOf voidReason availableAmount
      currency { code } document { documentType number }
    }
  }
`;

/**
 * /cashier-transaction/payment/{id}/edit: one payment with what can still happen to it. Its amounts never change
 * (money is corrected by a void with a reason and a new payment), so the page shows the payment and offers the void.
 */
export function PaymentEditRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useTransactionListTexts();
  return (
    <RoutePage<RouteQuery> query={PaymentEditRouteQuery} className={styles.page} header={(
      <PageHeader title={t(m.payments)} description={t(m.paymentDescription)} breadcrumbs={breadcrumbs()} breadcrumbsLabel={breadcrumbsLabel} />
    )}>
      {(reference, refetch) => <PaymentScreen reference={reference} onChanged={refetch} />}
    </RoutePage>
  );
}

function PaymentScreen({ reference, onChanged }: { reference: PreloadedQuery<RouteQuery>; onChanged: () => void }) {
  const { t, money, methodText, documentText, day } = useTransactionListTexts();
  const cn = useCatalogName();
  const payment = usePreloadedQuery<RouteQuery>(PaymentEditRouteQuery, reference).getPaymentById;
  const [voiding, setVoiding] = useState(false);
  if (!payment) return <p className={styles.alert} role="alert">{t(m.paymentNotFoundTitle)}</p>;
  const voidable = payment.status === 'ACTIVE' && !payment.reversalOf;
  const detail = [
    payment.cardLast4 ? `${payment.cardBrand ?? ''} •••• ${payment.cardLast4}` : null,
    payment.depositNumber ? `${cn(payment.bank)} ${payment.bankAccount ?? ''} · ${payment.depositNumber}` : null,
  ].filter(Boolean).join(' · ');
  return (
    <Card title={t(m.paymentTitle, { line: payment.lineNumber, number: payment.transactionNumber })}>
      <dl className={styles.details}>
        <dt className={styles.term}>{t(m.status)}</dt>
        <dd className={styles.definition}><TransactionStatusChip status={payment.status} of="payment" /></dd>
        <dt className={styles.term}>{t(m.paymentType)}</dt>
        <dd className={styles.definition}>{methodText(payment.method)}{detail ? ` · ${detail}` : ''}</dd>
        <dt className={styles.term}>{t(m.paymentDate)}</dt>
        <dd className={styles.definition}>{day(payment.paymentDate)}</dd>
        <dt className={styles.term}>{t(m.paymentDocument)}</dt>
        <dd className={styles.definition}>{payment.document ? `${documentText(payment.document.documentType)} ${payment.document.number}` : t(m.noDocument)}</dd>
        <dt className={styles.term}>{t(m.amount)}</dt>
        <dd className={styles.definition}>{money(payment.amount, payment.currency)}</dd>
        <dt className={styles.term}>{t(m.amountApplied)}</dt>
        <dd className={styles.definition}>{payment.amountApplied}{payment.exchangeRate !== '1' ? ` (${t(m.exchangeRate)} ${payment.exchangeRate})` : ''}</dd>
        <dt className={styles.term}>{t(m.availableAmount)}</dt>
        <dd className={styles.definition}>{money(payment.availableAmount, payment.exchangeRate === '1' ? payment.currency : null)}</dd>
        {payment.voidReason && (
          <>
            <dt className={styles.term}>{t(m.reason)}</dt>
            <dd className={styles.definition}>{payment.voidReason}</dd>
          </>
        )}
      </dl>
      <div className={styles.toolbar}>
        <Link href={`${TRANSACTIONS_HREF}?q=${payment.transactionNumber}`}>{t(m.openTransaction, { number: payment.transactionNumber })}</Link>
        {voidable && <Button variant="danger" onPress={() => setVoiding(true)}>{t(m.voidPayment)}</Button>}
      </div>
      {voiding && (
        <VoidPaymentDialog idPayment={payment.idPayment} line={payment.lineNumber} amount={money(payment.amount, payment.currency)}
          onVoided={async () => onChanged()} onClose={() => setVoiding(false)} />
      )}
    </Card>
  );
}
