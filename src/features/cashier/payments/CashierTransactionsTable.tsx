import { graphql, useFragment } from 'react-relay';
import type { CashierTransactionsTable_transactions$key } from '../../../__generated__/CashierTransactionsTable_transactions.graphql';
import { type PagedListControls, useListTableProps } from '../../../app/list/listTable';
import { DataTable } from '../../../ui/DataTable';
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
  const list = useListTableProps(controls, count, isLoading);
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
    <DataTable
      {...list}
      label={t(m.tableLabel)}
      columns={[
        { id: 'number', label: t(m.number), isRowHeader: true },
        { id: 'date', label: t(m.date) },
        { id: 'note', label: t(m.note) },
        { id: 'customer', label: t(m.customer) },
        { id: 'total', label: t(m.total), align: 'end' },
        { id: 'status', label: t(m.status) },
        { id: 'documents', label: t(m.documents) },
      ]}
      rows={rows.map((row) => ({ ...row, id: row.idCashierTransaction }))}
      renderCell={(row, column) => {
        switch (column) {
          case 'number': return <span className={styles.mono}>{row.number}</span>;
          case 'date': return day(row.transactionDate);
          case 'note': return row.note ?? '—';
          case 'customer': return row.entity?.commercialName || row.entity?.name || '—';
          case 'total': return <span className={styles.mono}>{money(row.itemsTotal, row.currency)}</span>;
          case 'status': return <TransactionStatusChip status={row.status} />;
          case 'documents': return (
            <ul className={styles.chips}>
              {row.documents.map((d) => (
                <li key={d.idFiscalDocument} title={documentText(d.documentType)}>
                  <span className={styles.mono}>{d.number}</span> <span className={styles.muted}>· {taxText(d.taxStatus)}</span>
                </li>
              ))}
            </ul>
          );
          default: return null;
        }
      }}
      onRowAction={(id) => onOpen(String(id))}
      emptyLabel={<EmptyState title={t(m.emptyTitle)} description={t(m.emptyDescription)} />}
    />
  );
}
