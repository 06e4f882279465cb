import { useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'wouter';
import type {
  CashierTransactionDetailDialogQuery as DetailQuery, CashierTransactionDetailDialogQuery$data as DetailData,
} from '../../../__generated__/CashierTransactionDetailDialogQuery.graphql';
import { useDialogQuery, type DialogQuery } from '../../../app/dialogs/useDialogQuery';
import { ListBoundary } from '../../../app/list/ListBoundary';
import * as adminStyles from '../../../app/list/AdminPage.css';
import { Button } from '../../../ui/Button';
import { AuditHistoryButton } from '../../../app/audit/AuditHistoryButton';
import { Dialog } from '../../../ui/Dialog';
import { InlineSpinner } from '../../../ui/InlineSpinner';
import { DocumentActions } from '../../../app/documents/DocumentActions';
import * as styles from './CashierTransactionDetail.css';
import { transactionListMessages as m } from './messages';
import { TransactionDetailTable } from './TransactionDetailTable';
import { TransactionStatusChip } from './TransactionStatusChip';
import { useTransactionListTexts } from './useTransactionListTexts';
import { VoidPaymentDialog } from './VoidPaymentDialog';

const DetailQueryNode = graphql`
  query CashierTransactionDetailDialogQuery($id: ID!) {
    getCashierTransactionById(id: $id) {
      id
      number
      transactionDate
      note
      status
      itemsTotal
      paidTotal
      changeAmount
      currency { code }
      idEntity
      entity { name commercialName }
      items {
        idCashierTransactionItem amountToPay pendingBefore
        reservation { idReservation code }
        reservationItem { itemNumber pendingAmount instance { name } }
      }
      payments {
        id idPayment lineNumber method status amount changeAmount exchangeRate exchangeRateInverted availableAmount
        cardBrand cardLast4 depositNumber reversalOf voidReason currency { code }
        document { documentType number }
      }
      documents { idFiscalDocument documentType number issueDate total taxStatus }
      # The list row shows the same status and documents; refetching here refreshes it too.
      ...CashierTransactionsTable_transactions
    }
  }
`;

type Transaction = NonNullable<DetailData['getCashierTransactionById']>;

/** The opener's loader: `open({ id })` on the press that opens the dialog. */
export const useTransactionDetail = () => useDialogQuery<DetailQuery>(DetailQueryNode);

/** One cashier transaction: its summary, payments (each active one voidable) and documents with their tax status. */
export function CashierTransactionDetailDialog({ detail, onChanged, onClose }: {
  /** The transaction's query, started by the press that opened the dialog (useTransactionDetail). */
  detail: DialogQuery<DetailQuery>;
  /** After a void: the list asks again, since the transaction may no longer match its status filter. */
  onChanged: () => void;
  onClose: () => void;
}) {
  const { t } = useTransactionListTexts();
  const { reference } = detail;
  // The heading waits for the number without suspending the dialog's frame. Only the body reads the query, inside
  // its boundary: a second reader in the heading took a failed load to the shell's error page, and a boundary of its
  // own beside the body's looped React and Relay over the failed query (issue 20).
  const [number, setNumber] = useState<number | null>(null);
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t(m.detailTitle, { number: number ?? '…' })} size="lg"
      closeLabel={t(m.close)} footer={<Button variant="secondary" onPress={onClose}>{t(m.close)}</Button>}>
      <ListBoundary resetKey={detail.loadKey} onRetry={detail.retry}
        fallback={<p role="status"><InlineSpinner muted /> {t(m.loadingDetail)}</p>}>
        {reference && <DetailBody reference={reference} onNumber={setNumber} onChanged={() => {
          onChanged();
          detail.reload();
        }} />}
      </ListBoundary>
    </Dialog>
  );
}

function DetailBody({ reference, onNumber, onChanged }: {
  reference: PreloadedQuery<DetailQuery>; onNumber: (number: number) => void; onChanged: () => void;
}) {
  const { t, money, day } = useTransactionListTexts();
  const data = usePreloadedQuery<DetailQuery>(DetailQueryNode, reference);
  const number = data.getCashierTransactionById?.number;
  useEffect(() => {
    if (number != null) onNumber(number);
  }, [number, onNumber]);
  const [voiding, setVoiding] = useState<Transaction['payments'][number] | null>(null);
  const id = reference.variables.id;
  // A void changes the status, adds the reversal and the credit note: the transaction is read again into the store.
  const refresh = async () => {
    onChanged();
  };
  const transaction = data.getCashierTransactionById;
  if (!transaction) return <p>{t(m.paymentNotFound)}</p>;
  const customer = transaction.entity?.commercialName || transaction.entity?.name || '—';
  return (
    <div className={styles.body}>
      <dl className={adminStyles.details} aria-label={t(m.detailTitle, { number: transaction.number })}>
        <dt className={adminStyles.term}>{t(m.date)}</dt><dd className={adminStyles.definition}>{day(transaction.transactionDate)}</dd>
        <dt className={adminStyles.term}>{t(m.customer)}</dt><dd className={adminStyles.definition}>
          <Link href={`/cashier-transaction/payment/${transaction.idEntity}/search-payment`}
            aria-label={t(m.customerPaymentsOf, { customer })}>{customer}</Link>
        </dd>
        <dt className={adminStyles.term}>{t(m.note)}</dt><dd className={adminStyles.definition}>{transaction.note ?? '—'}</dd>
        <dt className={adminStyles.term}>{t(m.status)}</dt>
        <dd className={adminStyles.definition} data-testid="transaction-status"><TransactionStatusChip status={transaction.status} /></dd>
        <dt className={adminStyles.term}>{t(m.total)}</dt>
        <dd className={adminStyles.definition}>{money(transaction.itemsTotal, transaction.currency)}</dd>
      </dl>
      <div>
        <AuditHistoryButton recordType="CASHIER_TRANSACTION" id={id} size="sm" label={String(transaction.number)} />
      </div>
      <PaidItemsTable transaction={transaction} />
      <PaymentsTable transaction={transaction} onVoid={setVoiding} />
      <DocumentsTable transaction={transaction} />
      {voiding && (
        <VoidPaymentDialog idPayment={voiding.idPayment} line={voiding.lineNumber} amount={money(voiding.amount, voiding.currency)}
          onVoided={refresh} onClose={() => setVoiding(null)} />
      )}
    </div>
  );
}

/** What the transaction paid: each reservation (a link to it) and item, with the pending amount before and now. */
function PaidItemsTable({ transaction }: { transaction: Transaction }) {
  const { t, money } = useTransactionListTexts();
  return (
    <TransactionDetailTable id="transaction-items" title={t(m.paidItems)} columns={[
      { label: t(m.reservation) }, { label: t(m.service) }, { label: t(m.amountPaid), amount: true },
      { label: t(m.pendingBefore), amount: true }, { label: t(m.pendingNow), amount: true },
    ]}>
      {transaction.items.map((item) => (
        <tr key={item.idCashierTransactionItem}>
          <td className={`${styles.td} ${adminStyles.mono}`}>
            {item.reservation ? <Link href={`/reservations/${item.reservation.idReservation}`}>{item.reservation.code}</Link> : '—'}
          </td>
          <td className={styles.td}>
            {item.reservationItem
              ? t(m.serviceNumbered, { number: item.reservationItem.itemNumber, service: item.reservationItem.instance.name }) : '—'}
          </td>
          <td className={`${styles.td} ${styles.amount}`}>{money(item.amountToPay, transaction.currency)}</td>
          <td className={`${styles.td} ${styles.amount}`}>{money(item.pendingBefore, transaction.currency)}</td>
          <td className={`${styles.td} ${styles.amount}`}>{money(item.reservationItem?.pendingAmount, transaction.currency)}</td>
        </tr>
      ))}
    </TransactionDetailTable>
  );
}

function PaymentsTable({ transaction, onVoid }: { transaction: Transaction; onVoid: (payment: Transaction['payments'][number]) => void }) {
  const { t, money, methodText, documentText } = useTransactionListTexts();
  const lines = new Map(transaction.payments.map((p) => [p.idPayment, p.lineNumber]));
  return (
    <TransactionDetailTable id="transaction-payments" title={t(m.payments)} columns={[
      { label: '#' }, { label: t(m.paymentType) }, { label: t(m.amount), amount: true }, { label: t(m.exchangeRate), amount: true },
      { label: t(m.availableAmount), amount: true }, { label: t(m.paymentDocument) }, { label: t(m.details) }, { label: t(m.status) },
      { label: t(m.actions) },
    ]}>
      {transaction.payments.map((p) => (
        <tr key={p.idPayment} className={p.reversalOf ? styles.reversal : undefined}>
          <td className={styles.td}><Link href={`/cashier-transaction/payment/${p.idPayment}/edit`}>{p.lineNumber}</Link></td>
          <td className={styles.td}>{methodText(p.method)}</td>
          <td className={`${styles.td} ${styles.amount}`}>
            {money(p.amount, p.currency)}
            {p.changeAmount !== '0.00' && !p.reversalOf && (
              <span className={styles.note}>{t(m.change, { amount: money(p.changeAmount, transaction.currency) })}</span>
            )}
          </td>
          <td className={`${styles.td} ${styles.amount}`}>{p.exchangeRate}</td>
          <td className={`${styles.td} ${styles.amount}`}>{money(p.availableAmount, transaction.currency)}</td>
          <td className={`${styles.td} ${adminStyles.mono}`}>{p.document ? `${documentText(p.document.documentType)} ${p.document.number}` : '—'}</td>
          <td className={styles.td}>
            {p.cardBrand && <span>{p.cardBrand} •••• {p.cardLast4}</span>}
            {p.depositNumber && <span>{p.depositNumber}</span>}
            {p.reversalOf && <span className={styles.note}>{t(m.reversalOf, { line: lines.get(p.reversalOf) ?? '' })}</span>}
            {p.voidReason && !p.reversalOf && <span className={styles.note}>{t(m.voidedBecause, { reason: p.voidReason })}</span>}
          </td>
          <td className={styles.td}>{!p.reversalOf && <TransactionStatusChip status={p.status} of="payment" />}</td>
          <td className={styles.td}>
            {!p.reversalOf && p.status === 'ACTIVE' && (
              <Button size="sm" variant="secondary" aria-label={t(m.voidPaymentLine, { line: p.lineNumber })} onPress={() => onVoid(p)}>
                {t(m.voidPayment)}
              </Button>
            )}
          </td>
        </tr>
      ))}
    </TransactionDetailTable>
  );
}

function DocumentsTable({ transaction }: { transaction: Transaction }) {
  const { t, money, day, documentText, taxText } = useTransactionListTexts();
  return (
    <TransactionDetailTable id="transaction-documents" title={t(m.documents)} columns={[
      { label: t(m.documentType) }, { label: t(m.documentNumber) }, { label: t(m.date) }, { label: t(m.total), amount: true },
      { label: t(m.taxStatus) }, { label: t(m.actions) },
    ]}>
      {transaction.documents.map((d) => (
        <tr key={d.idFiscalDocument}>
          <td className={styles.td}>{documentText(d.documentType)}</td>
          <td className={`${styles.td} ${adminStyles.mono}`}>{d.number}</td>
          <td className={styles.td}>{day(d.issueDate)}</td>
          {/* Documents, credit notes included, are issued in the transaction's currency. */}
          <td className={`${styles.td} ${styles.amount}`}>{money(d.total, transaction.currency)}</td>
          <td className={styles.td}>{taxText(d.taxStatus)}</td>
          <td className={styles.td}>
            <div className={styles.cellActions}>
              <DocumentActions name={d.number} document={{ kind: 'FISCAL_DOCUMENT', idFiscalDocument: d.idFiscalDocument }} />
              {/* A credit note has nothing to pay; an invoice or receipt may have items still pending. */}
              {d.documentType !== 'CREDIT_NOTE' && (
                <Link href={`/cashier-transaction/payment/${d.idFiscalDocument}/register-document-payment`}
                  aria-label={t(m.payDocumentBalanceOf, { number: d.number })}>{t(m.payDocumentBalance)}</Link>
              )}
            </div>
          </td>
        </tr>
      ))}
    </TransactionDetailTable>
  );
}
