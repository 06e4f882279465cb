import { graphql, useFragment } from 'react-relay';
import type { CashierTransactionsTable_transactions$key } from '../../../__generated__/CashierTransactionsTable_transactions.graphql';
import type { PagedListControls } from '../../../app/list/listTable';
import { PagedTable } from '../../../app/list/RecordTable';
import { EmptyState } from '../../../ui/EmptyState';
import * as styles from '../../../app/list/AdminPage.css';
import { transactionListMessages as m } from './messages';
import { TransactionStatusChip } from './TransactionStatusChip';
import { useTransactionListTexts } from './useTransactionListTexts';

export interface CashierTransactionsControls extends PagedListControls {
  onOpen: (idCashierTransaction: string) => void;
}

/** A page of cashier transactions: number, date, glosa, customer, total, status and the documents issued. */
export function CashierTransactionsTable({
  transactions, count, isLoading, onOpen, ...controls
}: CashierTransactionsControls & { transactions: CashierTransactionsTable_transactions$key | null; count: number; isLoading: boolean }) {
  const { t, money, day, documentText, taxText } = useTransactionListTexts();
  const rows = useFragment(
    graphql`
      fragment CashierTransactionsTable_transactions on CashierTransaction @relay(plural: true) {
        id
        idCashierTransaction
        number
        transactionDate
        note
        status
        itemsTotal
        currency { code }
        entity { name commercialName }
        documents { idFiscalDocument documentType number taxStatus }
      }
    `,
    transactions,
  ) ?? [];
  return (
    <PagedTable label={t(m.tableLabel)} rows={rows} idOf={(row) => row.idCashierTransaction} count={count} isLoading={isLoading} {...controls}
      onRowAction={(id) => onOpen(String(id))} emptyLabel={<EmptyState title={t(m.emptyTitle)} description={t(m.emptyDescription)} />}
      columns={[
        { id: 'number', label: t(m.number), isRowHeader: true, cell: (row) => <span className={styles.mono}>{row.number}</span> },
        { id: 'date', label: t(m.date), cell: (row) => day(row.transactionDate) },
        { id: 'note', label: t(m.note), cell: (row) => row.note ?? '—' },
        { id: 'customer', label: t(m.customer), cell: (row) => row.entity?.commercialName || row.entity?.name || '—' },
        { id: 'total', label: t(m.total), align: 'end', cell: (row) => <span className={styles.mono}>{money(row.itemsTotal, row.currency)}</span> },
        { id: 'status', label: t(m.status), cell: (row) => <TransactionStatusChip status={row.status} /> },
        {
          id: 'documents', label: t(m.documents),
          cell: (row) => (
            <ul className={styles.chips}>
              {row.documents.map((d) => (
                <li key={d.idFiscalDocument} title={documentText(d.documentType)}>
                  <span className={styles.mono}>{d.number}</span> <span className={styles.muted}>· {taxText(d.taxStatus)}</span>
                </li>
              ))}
            </ul>
          ),
        },
      ]} />
  );
}
