import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'wouter';
import type { SupplierInvoiceDetail_invoice$key } from '../../../__generated__/SupplierInvoiceDetail_invoice.graphql';
import { formatDay } from '../../../app/format';
import * as styles from '../../../app/list/AdminPage.css';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DataTable } from '../../../ui/DataTable';
import { SupplierPaymentForm } from './SupplierPaymentForm';
import { VoidSupplierPaymentDialog, type PaymentToVoid } from './VoidSupplierPaymentDialog';
import { supplierPayableMessages as m } from './messages';
import { useSupplierPayableTexts } from './useSupplierPayableTexts';

/** The invoice's figures against the expected cost, the services it bills, its payments (void) and the pay form. */
export function SupplierInvoiceDetail({ invoice: key }: { invoice: SupplierInvoiceDetail_invoice$key }) {
  const { t, intl, money, statusText, matchText, methodText, paymentStatusText } = useSupplierPayableTexts();
  const invoice = useFragment(
    graphql`
      fragment SupplierInvoiceDetail_invoice on SupplierInvoice {
        id idSupplierInvoice number supplierName invoiceDate dueDate subtotal taxAmount total expectedAmount difference
        tolerance match paidAmount openAmount status daysOverdue note
        currency { code }
        lines { lineNumber idReservation reservationCode productName serviceDate description amount taxAmount total expectedAmount expectedStatus }
        payments { id idSupplierPayment method documentNumber paymentDate amount status voidReason }
      }
    `,
    key,
  );
  const [voiding, setVoiding] = useState<PaymentToVoid | null>(null);
  const code = invoice.currency?.code;
  const figures: [string, string][] = [
    [t(m.supplier), invoice.supplierName], [t(m.invoiceDate), formatDay(intl.locale, invoice.invoiceDate)],
    [t(m.dueDate), formatDay(intl.locale, invoice.dueDate)], [t(m.subtotal), money(invoice.subtotal, code)],
    [t(m.tax), money(invoice.taxAmount, code)], [t(m.total), money(invoice.total, code)],
    [t(m.expected), money(invoice.expectedAmount, code)], [t(m.difference), money(invoice.difference, code)],
    [t(m.tolerance), money(invoice.tolerance, code)], [t(m.paid), money(invoice.paidAmount, code)],
    [t(m.open), money(invoice.openAmount, code)],
  ];
  return (
    <>
      <Card title={invoice.number}>
        <p>
          <span className={styles.chip({ tone: invoice.status === 'OVERDUE' ? 'danger' : invoice.status === 'PAID' ? 'brand' : 'accent' })}>
            {statusText(invoice.status, invoice.daysOverdue)}
          </span>{' '}
          <span className={styles.chip({ tone: invoice.match === 'MATCHED' ? 'muted' : 'accent' })}>{matchText(invoice.match)}</span>
        </p>
        <dl aria-label={invoice.number}>
          {figures.map(([label, value]) => (
            <div key={label}><dt>{label}</dt><dd className={styles.mono}>{value}</dd></div>
          ))}
        </dl>
        {invoice.note && <p>{invoice.note}</p>}
      </Card>
      <Card title={t(m.lines)}>
        <DataTable
          label={t(m.lines)}
          columns={[
            { id: 'reservation', label: t(m.reservation), isRowHeader: true },
            { id: 'service', label: t(m.service), truncate: true },
            { id: 'serviceDate', label: t(m.serviceDate) },
            { id: 'expected', label: t(m.expected), align: 'end' },
            { id: 'amount', label: t(m.amount), align: 'end' },
            { id: 'tax', label: t(m.tax), align: 'end' },
            { id: 'total', label: t(m.total), align: 'end' },
          ]}
          rows={invoice.lines.map((l) => ({ ...l, id: l.lineNumber }))}
          renderCell={(row, column) => {
            switch (column) {
              case 'reservation': return <Link href={`/reservations/${row.idReservation}`}>{row.reservationCode}</Link>;
              case 'service': return `${row.productName}${row.expectedStatus === 'FEE' ? ` (${t(m.fee)})` : ''}${row.description ? ` — ${row.description}` : ''}`;
              case 'serviceDate': return formatDay(intl.locale, row.serviceDate);
              case 'expected': return <span className={styles.mono}>{money(row.expectedAmount, code)}</span>;
              case 'amount': return <span className={styles.mono}>{money(row.amount, code)}</span>;
              case 'tax': return <span className={styles.mono}>{money(row.taxAmount, code)}</span>;
              case 'total': return <span className={styles.mono}>{money(row.total, code)}</span>;
              default: return null;
            }
          }}
        />
      </Card>
      <Card title={t(m.payments)}>
        {invoice.payments.length ? (
          <DataTable
            label={t(m.payments)}
            columns={[
              { id: 'document', label: t(m.documentNumber), isRowHeader: true },
              { id: 'date', label: t(m.paymentDate) },
              { id: 'method', label: t(m.method) },
              { id: 'amount', label: t(m.amount), align: 'end' },
              { id: 'status', label: t(m.status) },
              { id: 'actions', label: t(m.void) },
            ]}
            rows={invoice.payments}
            renderCell={(row, column) => {
              switch (column) {
                case 'document': return row.documentNumber;
                case 'date': return formatDay(intl.locale, row.paymentDate);
                case 'method': return methodText(row.method);
                case 'amount': return <span className={styles.mono}>{money(row.amount, code)}</span>;
                case 'status': return <span className={styles.chip({ tone: row.status === 'ACTIVE' ? 'brand' : 'muted' })}>{paymentStatusText(row.status)}</span>;
                case 'actions': return row.status === 'ACTIVE' ? (
                  <Button size="sm" variant="quiet" aria-label={t(m.voidNamed, { document: row.documentNumber })}
                    onPress={() => setVoiding({ idSupplierPayment: row.idSupplierPayment, documentNumber: row.documentNumber, amount: money(row.amount, code) })}>
                    {t(m.void)}
                  </Button>
                ) : row.voidReason ?? null;
                default: return null;
              }
            }}
          />
        ) : <p>{t(m.noPayments)}</p>}
      </Card>
      {invoice.status !== 'PAID' && (
        <SupplierPaymentForm key={invoice.paidAmount} idSupplierInvoice={invoice.idSupplierInvoice} openAmount={invoice.openAmount} currency={code ?? ''} />
      )}
      {voiding && <VoidSupplierPaymentDialog payment={voiding} onClose={() => setVoiding(null)} />}
    </>
  );
}
