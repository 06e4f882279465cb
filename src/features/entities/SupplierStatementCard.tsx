import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'wouter';
import type { SupplierStatementCardQuery as Query } from '../../__generated__/SupplierStatementCardQuery.graphql';
import { formatAmount, formatDay } from '../../app/format';
import * as styles from '../../app/list/AdminPage.css';
import { ListBoundary } from '../../app/list/ListBoundary';
import { useRouteQuery } from '../../app/list/useRouteQuery';
import { Card } from '../../ui/Card';
import { DataTable } from '../../ui/DataTable';
import { Spinner } from '../../ui/Spinner';
import { supplierStatementMessages as m } from './statementMessages';

const SupplierStatementCardQuery = graphql`
  query SupplierStatementCardQuery($idSupplier: ID!) {
    supplierStatement(idSupplier: $idSupplier) {
      lines { currency { code } expected invoiced paid open toInvoice }
      ageing { currency { code } days1To30 days31To60 days61To90 over90 }
    }
    searchSupplierInvoices(input: { idSupplier: $idSupplier, take: 10, sortBy: "dueDate", sortDirection: DESC }) {
      data { id idSupplierInvoice number dueDate total openAmount currency { code } }
    }
  }
`;

const INVOICE_HREF = '/cashier-transaction/payment/supplier-payables';

/** A supplier's statement per currency (expected, invoiced, paid, open, overdue) and its latest invoices. */
export function SupplierStatementCard({ idSupplier }: { idSupplier: string }) {
  const { formatMessage: t } = useIntl();
  // Not in the form's route query: only a supplier's answer shows the card, and the statement needs the supplier
  // payables permission, so a refusal here must leave the entity form usable.
  const { reference, refetch } = useRouteQuery<Query>(SupplierStatementCardQuery, { idSupplier }, 'network-only');
  const spinner = <Spinner label={t(m.loading)} />;
  return (
    <Card title={t(m.title)}>
      <p>{t(m.description)}</p>
      <ListBoundary resetKey={idSupplier} onRetry={refetch} fallback={spinner}>
        {reference ? <Statement reference={reference} /> : spinner}
      </ListBoundary>
    </Card>
  );
}

function Statement({ reference }: { reference: PreloadedQuery<Query> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const data = usePreloadedQuery<Query>(SupplierStatementCardQuery, reference);
  const money = (amount: string, code: string | null | undefined) => formatAmount(intl.locale, amount, code, 'code');
  const { lines, ageing } = data.supplierStatement;
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
      {data.searchSupplierInvoices.data.length > 0 && (
        <DataTable
          label={t(m.invoices)}
          columns={[
            { id: 'number', label: t(m.number), isRowHeader: true },
            { id: 'dueDate', label: t(m.dueDate) },
            { id: 'total', label: t(m.total), align: 'end' },
            { id: 'open', label: t(m.open), align: 'end' },
          ]}
          rows={data.searchSupplierInvoices.data}
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
