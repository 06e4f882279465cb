import { graphql, useFragment } from 'react-relay';
import { Link } from 'wouter';
import type { SupplierInvoicesTable_rows$key } from '../../../__generated__/SupplierInvoicesTable_rows.graphql';
import { formatDay } from '../../../app/format';
import * as styles from '../../../app/list/AdminPage.css';
import type { PagedListControls } from '../../../app/list/listTable';
import { PagedTable } from '../../../app/list/RecordTable';
import { EmptyState } from '../../../ui/EmptyState';
import { supplierPayableMessages as m } from './messages';
import { SUPPLIER_PAYABLES_HREF, useSupplierPayableTexts } from './useSupplierPayableTexts';

/** A page of supplier invoices: number, supplier, dates, total, open amount, match against expected and status. */
export function SupplierInvoicesTable({ rows: key, count, isLoading, ...controls }: PagedListControls & {
  rows: SupplierInvoicesTable_rows$key | null; count: number; isLoading: boolean;
}) {
  const { t, intl, statusText, matchText, money } = useSupplierPayableTexts();
  const rows = useFragment(
    graphql`
      fragment SupplierInvoicesTable_rows on SupplierInvoice @relay(plural: true) {
        id idSupplierInvoice number supplierName invoiceDate dueDate total openAmount match status daysOverdue
        currency { code }
      }
    `,
    key,
  ) ?? [];
  return (
    <PagedTable label={t(m.tableLabel)} rows={rows} idOf={(row) => row.id} count={count} isLoading={isLoading} {...controls}
      emptyLabel={<EmptyState title={t(m.emptyTitle)} description={t(m.emptyDescription)} />}
      columns={[
        {
          id: 'number', label: t(m.number), isRowHeader: true,
          cell: (row) => <Link href={`${SUPPLIER_PAYABLES_HREF}/${row.idSupplierInvoice}`}>{row.number}</Link>,
        },
        { id: 'supplier', label: t(m.supplier), truncate: true, cell: (row) => row.supplierName },
        { id: 'invoiceDate', label: t(m.invoiceDate), cell: (row) => formatDay(intl.locale, row.invoiceDate) },
        { id: 'dueDate', label: t(m.dueDate), cell: (row) => formatDay(intl.locale, row.dueDate) },
        { id: 'total', label: t(m.total), align: 'end', cell: (row) => <span className={styles.mono}>{money(row.total, row.currency?.code)}</span> },
        { id: 'open', label: t(m.open), align: 'end', cell: (row) => <span className={styles.mono}>{money(row.openAmount, row.currency?.code)}</span> },
        {
          id: 'match', label: t(m.match),
          cell: (row) => <span className={styles.chip({ tone: row.match === 'MATCHED' ? 'muted' : 'accent' })}>{matchText(row.match)}</span>,
        },
        {
          id: 'status', label: t(m.status),
          cell: (row) => {
            const tone = row.status === 'OVERDUE' ? 'danger' : row.status === 'PAID' ? 'brand' : 'accent';
            return <span className={styles.chip({ tone })}>{statusText(row.status, row.daysOverdue)}</span>;
          },
        },
      ]} />
  );
}
