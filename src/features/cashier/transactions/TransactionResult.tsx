import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'wouter';
import type { TransactionResult_transaction$key as TransactionKey } from '../../../__generated__/TransactionResult_transaction.graphql';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { formatAmount } from '../../../app/format';
import { DocumentActions } from '../../../app/documents/DocumentActions';
import * as styles from './CashierTransaction.css';
import { cashierTransactionMessages as m } from './messages';

/** Asked by the completing mutation itself (CashierTransactionRoute.tsx), so the result needs no request of its own. */
const transactionFragment = graphql`
  fragment TransactionResult_transaction on CashierTransaction {
    number changeAmount itemsTotal paidTotal currency { code }
    documents { idFiscalDocument documentType series correlative number total currency { code } }
  }
`;

const DOCUMENT_TYPE = { INVOICE: m.invoice, RECEIPT: m.receipt, CREDIT_NOTE: m.creditNote } as const;

/** The completed transaction: its number, the fiscal documents it issued and the change to hand back. */
export function TransactionResult({ transaction: key, onNew }: { transaction: TransactionKey; onNew: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const transaction = useFragment(transactionFragment, key);
  const code = transaction.currency?.code;
  return (
    <Card title={t(m.resultTitle, { number: transaction.number })}>
      <div className={styles.form} role="status">
        <dl className={styles.totals}>
          <dt className={styles.term}>{t(m.due)}</dt>
          <dd className={styles.value}>{formatAmount(intl.locale, transaction.itemsTotal, code, 'code')}</dd>
          <dt className={styles.term}>{t(m.paid)}</dt>
          <dd className={styles.value}>{formatAmount(intl.locale, transaction.paidTotal, code, 'code')}</dd>
          <dt className={styles.term}>{t(m.change)}</dt>
          <dd className={styles.change} data-testid="result-change">{formatAmount(intl.locale, transaction.changeAmount, code, 'code')}</dd>
        </dl>
        <h3 className={styles.strong}>{t(m.resultDocuments)}</h3>
        <ul className={styles.list}>
          {transaction.documents.map((document) => (
            <li key={document.idFiscalDocument} className={styles.row}>
              <span className={styles.strong}>{t(DOCUMENT_TYPE[document.documentType as keyof typeof DOCUMENT_TYPE] ?? m.receipt)} {document.number}</span>
              <span className={styles.muted}>{formatAmount(intl.locale, document.total, document.currency?.code ?? code, 'code')}</span>
              <DocumentActions name={document.number} document={{ kind: 'FISCAL_DOCUMENT', idFiscalDocument: document.idFiscalDocument }} />
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link href="/cashier-transaction/transactions">{t(m.viewTransactions)}</Link>
          <Button variant="primary" onPress={onNew}>{t(m.newTransaction)}</Button>
        </div>
      </div>
    </Card>
  );
}
