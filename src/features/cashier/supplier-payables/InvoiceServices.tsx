import { startTransition, useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { InvoiceServicesQuery as Query } from '../../../__generated__/InvoiceServicesQuery.graphql';
import { fromCents, sumCents, toCents } from '../../../app/cents';
import { useDialogQuery, type DialogQuery } from '../../../app/dialogs/useDialogQuery';
import { formatDay } from '../../../app/format';
import * as styles from '../../../app/list/AdminPage.css';
import { cellColumns } from '../../../app/list/cellColumns';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { SearchBox } from '../../../app/list/SearchBox';
import { Checkbox } from '../../../ui/Checkbox';
import { DataTable } from '../../../ui/DataTable';
import { MoneyField } from '../../../ui/MoneyField';
import { Spinner } from '../../../ui/Spinner';
import { supplierPayableMessages as m } from './messages';
import { useSupplierPayableTexts } from './useSupplierPayableTexts';

const InvoiceServicesQuery = graphql`
  query InvoiceServicesQuery($input: ExpectedCostSearchInput!) {
    searchExpectedCosts(input: $input) {
      data {
        idReservationItem reservationCode productName serviceDate amount status
        currency { idGeneralParameterValue code }
      }
    }
  }
`;

type Service = Query['response']['searchExpectedCosts']['data'][number];

export type LineDrafts = Record<string, { amount: string; taxAmount: string }>;

/** The supplier's services to invoice, asked for when the supplier is picked (`services.open(servicesOf(id))`). */
export const useInvoiceServices = () => useDialogQuery<Query>(InvoiceServicesQuery);
export const servicesOf = (idSupplier: string, text: string | null = null): Query['variables'] =>
  ({ input: { idSupplier, uninvoiced: true, text, take: 100 } });

interface Props {
  /** The query the supplier's pick started. */
  services: DialogQuery<Query>;
  idSupplier: string;
  lines: LineDrafts;
  /** A row's problem by `<idReservationItem>.<field>`. */
  errorOf: (path: string) => string | undefined;
  isDisabled: boolean;
  onChange: (lines: LineDrafts) => void;
  /** The services' currency, proposed for the invoice. */
  onCurrency: (idCurrency: string) => void;
}

/** The supplier's services still to invoice: tick one and its line starts at the expected cost; totals against expected. */
export function InvoiceServices(props: Props) {
  const { t } = useSupplierPayableTexts();
  // A supplier with many services: narrowed by reservation code or service on the server; ticked lines stay.
  const [text, setText] = useState('');
  const spinner = <Spinner label={t(m.loadingServices)} />;
  const { services } = props;
  // The services shown stay while the narrowed ones arrive (a transition).
  const search = (next: string) => {
    setText(next);
    startTransition(() => services.open(servicesOf(props.idSupplier, next || null)));
  };
  return (
    <>
    <SearchBox value={text} onSearch={search} placeholder={t(m.searchServices)} />
    <ListBoundary resetKey={services.loadKey} onRetry={services.retry} fallback={spinner}>
      {services.reference ? <ServicesTable reference={services.reference} {...props} /> : spinner}
    </ListBoundary>
    </>
  );
}

function ServicesTable({ reference, lines, errorOf, isDisabled, onChange, onCurrency }: Props & { reference: PreloadedQuery<Query> }) {
  const { t, intl, money } = useSupplierPayableTexts();
  const services = usePreloadedQuery<Query>(InvoiceServicesQuery, reference).searchExpectedCosts.data;
  const firstCurrency = services[0]?.currency?.idGeneralParameterValue;
  useEffect(() => {
    if (firstCurrency) onCurrency(firstCurrency);
  }, [firstCurrency, onCurrency]);
  if (!services.length) return <p>{t(m.noServices)}</p>;
  const code = services[0].currency?.code;
  const picked = services.filter((s) => lines[s.idReservationItem]);
  const expected = fromCents(sumCents(picked.map((s) => s.amount)));
  // A line still being typed ("12.") counts as 0 until it is a number.
  const invoiced = fromCents(sumCents(picked.flatMap((s) => [lines[s.idReservationItem].amount, lines[s.idReservationItem].taxAmount])));
  const setLine = (id: string, patch: Partial<LineDrafts[string]>) => onChange({ ...lines, [id]: { ...lines[id], ...patch } });
  const toggle = (id: string, amount: string, on: boolean) => {
    const next = { ...lines };
    if (on) next[id] = { amount, taxAmount: '' };
    else delete next[id];
    onChange(next);
  };
  const error = (row: Service, field: string) => errorOf(`${row.idReservationItem}.${field}`);
  return (
    <>
      <DataTable
        label={t(m.services)}
        {...cellColumns<Service>([
          {
            id: 'pick', label: t(m.service), isRowHeader: true,
            cell: (row) => (
              <Checkbox isSelected={Boolean(lines[row.idReservationItem])} isDisabled={isDisabled} errorMessage={error(row, 'idReservationItem')}
                aria-label={t(m.include, { service: row.productName, code: row.reservationCode })}
                onChange={(on: boolean) => toggle(row.idReservationItem, row.amount, on)}
                label={`${row.reservationCode} · ${row.productName}${row.status === 'FEE' ? ` (${t(m.fee)})` : ''}`} />
            ),
          },
          { id: 'serviceDate', label: t(m.serviceDate), cell: (row) => formatDay(intl.locale, row.serviceDate) },
          { id: 'expected', label: t(m.expected), align: 'end', cell: (row) => <span className={styles.mono}>{money(row.amount, row.currency?.code)}</span> },
          {
            id: 'amount', label: t(m.amount),
            cell: (row) => lines[row.idReservationItem] && (
              <MoneyField label={t(m.lineAmount, { code: row.reservationCode })} currency={row.currency?.code ?? ''}
                value={lines[row.idReservationItem].amount} onChange={(v) => setLine(row.idReservationItem, { amount: v })}
                errorMessage={error(row, 'amount')} isDisabled={isDisabled} />
            ),
          },
          {
            id: 'tax', label: t(m.tax),
            cell: (row) => lines[row.idReservationItem] && (
              <MoneyField label={t(m.lineTax, { code: row.reservationCode })} currency={row.currency?.code ?? ''}
                value={lines[row.idReservationItem].taxAmount} onChange={(v) => setLine(row.idReservationItem, { taxAmount: v })}
                errorMessage={error(row, 'taxAmount')} isDisabled={isDisabled} />
            ),
          },
        ])}
        rows={services.map((s) => ({ ...s, id: s.idReservationItem }))}
      />
      <dl aria-label={t(m.difference)}>
        <div><dt>{t(m.expected)}</dt><dd className={styles.mono}>{money(expected, code)}</dd></div>
        <div><dt>{t(m.total)}</dt><dd className={styles.mono}>{money(invoiced, code)}</dd></div>
        <div><dt>{t(m.difference)}</dt><dd className={styles.mono}>{money(fromCents((toCents(invoiced) ?? 0n) - (toCents(expected) ?? 0n)), code)}</dd></div>
      </dl>
    </>
  );
}
