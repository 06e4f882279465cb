import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'wouter';
import type { SupplierStatementCard_statement$key } from '../../__generated__/SupplierStatementCard_statement.graphql';
import { formatAmount, formatDay } from '../../app/format';
import * as styles from '../../app/list/AdminPage.css';
import { Card } from '../../ui/Card';
import { DataTable } from '../../ui/DataTable';
import { supplierStatementMessages as m } from './statementMessages';

const INVOICE_HREF = '/cashier-transaction/payment/supplier-payables';

/**
 * A supplier's statement per currency (expected, invoiced, paid, open, overdue) and its latest invoices. The entity
 * form's route query reads it; the server answers null for a non-supplier or a viewer without supplier payables.
 */
export function SupplierStatementCard({ statement }: { statement: SupplierStatementCard_statement$key }) {
  const { formatMessage: t } = useIntl();
  return (
    <Card title={t(m.title)}>
      <p>{t(m.description)}</p>
      <Statement statement={statement} />
    </Card>
  );
}

function Statement({ statement }: { statement: SupplierStatementCard_statement$key }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { lines, ageing, latestInvoices } = useFragment(graphql`
    fragment SupplierStatementCard_statement on SupplierStatement {
      lines { currency { code } expected invoiced paid open toInvoice }
      ageing { currency { code } days1To30 days31To60 days61To90 over90 }
      latestInvoices { id idSupplierInvoice number dueDate total openAmount currency { code } }
    }
  `, statement);
  const money = (amount: string, code: string | null | undefined) => formatAmount(intl.locale, amount, code, 'code');
  if (!lines.length) return <p>{t(m.empty)}</p>;
  const overdueOf = (code: string | undefined) => {
    const line = ageing.find((a) => a.currency?.code === code);
    if (!line) return '0.00';
    const cents = [line.days1To30, line.days31To60, line.days61To90, line.over90]
      .reduce((n, a) => n + BigInt(a.replace('.', '')), 0n);
    return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
  };
  const columns = ['expected', 'invoiced', 'paid', 'open', 'toInvoice'] as const;
  return (
    <>
      <DataTable
        label={t(m.table)}
        columns={[
          { id: 'currency', label: t(m.currency), isRowHeader: true },
          ...columns.map((c) => ({ id: c, label: t(m[c]), align: 'end' as const })),
          { id: 'overdue', label: t(m.overdue), align: 'end' },
        ]}
        rows={lines.map((l) => ({ ...l, id: l.currency?.code ?? '' }))}
        renderCell={(row, column) => {
          const code = row.currency?.code;
          if (column === 'currency') return code ?? '';
          const amount = column === 'overdue' ? overdueOf(code) : row[column as (typeof columns)[number]];
          return <span className={styles.mono}>{money(amount, code)}</span>;
        }}
      />
      {latestInvoices.length > 0 && (
        <DataTable
          label={t(m.invoices)}
          columns={[
            { id: 'number', label: t(m.number), isRowHeader: true },
            { id: 'dueDate', label: t(m.dueDate) },
            { id: 'total', label: t(m.total), align: 'end' },
            { id: 'open', label: t(m.open), align: 'end' },
          ]}
          rows={latestInvoices}
          renderCell={(row, column) => {
            const code = row.currency?.code;
            switch (column) {
              case 'number': return <Link href={`${INVOICE_HREF}/${row.idSupplierInvoice}`}>{row.number}</Link>;
              case 'dueDate': return formatDay(intl.locale, row.dueDate);
              case 'total': return <span className={styles.mono}>{money(row.total, code)}</span>;
              case 'open': return <span className={styles.mono}>{money(row.openAmount, code)}</span>;
              default: return null;
            }
          }}
        />
      )}
    </>
  );
}
