import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { SupplierInvoiceFormRouteQuery as RouteQuery } from '../../../__generated__/SupplierInvoiceFormRouteQuery.graphql';
import { EntityRolePicker } from '../../../app/EntityRolePicker';
import { useServerErrors } from '../../../app/errors/useServerErrors';
import { todayIso } from '../../../app/format';
import { commitAsync } from '../../../app/graphqlErrors';
import * as styles from '../../../app/list/AdminPage.css';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DatePicker } from '../../../ui/DatePicker';
import { FormActions } from '../../../ui/FormActions';
import { InlineSpinner } from '../../../ui/InlineSpinner';
import { PageHeader } from '../../../ui/PageHeader';
import { Select } from '../../../ui/Select';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toastQueue';
import { InvoiceServices, servicesOf, useInvoiceServices, type LineDrafts } from './InvoiceServices';
import { supplierPayableMessages as m } from './messages';
import { useRegisterSupplierInvoiceMutation } from './mutations/useRegisterSupplierInvoiceMutation';
import { SUPPLIER_PAYABLES_HREF, useSupplierPayableTexts } from './useSupplierPayableTexts';

const SupplierInvoiceFormRouteQuery = graphql`
  query SupplierInvoiceFormRouteQuery @preloadable {
    currencies: getGeneralParameterValues(code: "CURRENCY") { idGeneralParameterValue code }
  }
`;

/** /cashier-transaction/payment/supplier-payables/new: registers a supplier's invoice against its services. */
export function SupplierInvoiceFormRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useSupplierPayableTexts();
  const { reference, refetch, resetKey } = useRouteQueryRef<RouteQuery>(SupplierInvoiceFormRouteQuery);
  return (
    <section className={styles.page}>
      <PageHeader title={t(m.formTitle)} description={t(m.formDescription)} breadcrumbs={breadcrumbs({ label: t(m.formTitle) })}
        breadcrumbsLabel={breadcrumbsLabel} />
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<LoadingPage />}>
        <InvoiceForm reference={reference} />
      </ListBoundary>
    </section>
  );
}

type Problems = Record<string, string>;

function InvoiceForm({ reference }: { reference: PreloadedQuery<RouteQuery> }) {
  const { t } = useSupplierPayableTexts();
  const errors = useServerErrors();
  const [, navigate] = useLocation();
  const { currencies } = usePreloadedQuery<RouteQuery>(SupplierInvoiceFormRouteQuery, reference);
  // One key per filled form: a double click or a retry after a lost answer registers once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [supplier, setSupplier] = useState<{ id: string | null; label: string }>({ id: null, label: '' });
  const [number, setNumber] = useState('');
  const [invoiceDate, setInvoiceDate] = useState(todayIso());
  const [dueDate, setDueDate] = useState<string | null>(null);
  const [idCurrency, setCurrency] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<LineDrafts>({});
  const [problems, setProblems] = useState<Problems>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [commit] = useRegisterSupplierInvoiceMutation();
  const services = useInvoiceServices();
  const change = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setKey(crypto.randomUUID());
  };
  const chosen = Object.entries(lines);

  const submit = async () => {
    const found: Problems = {};
    if (!supplier.id) found.idSupplier = t(m.required);
    if (!number.trim()) found.number = t(m.required);
    if (!invoiceDate) found.invoiceDate = t(m.required);
    if (!idCurrency) found.idCurrency = t(m.required);
    if (!chosen.length) found.lines = t(m.pickService);
    setProblems(found);
    if (Object.keys(found).length || pending) return;
    setPending(true);
    setAlert(null);
    try {
      const result = await commitAsync(commit, { variables: { data: {
        idempotencyKey: key, idSupplier: supplier.id, number: number.trim(), invoiceDate, dueDate, idCurrency, note: note.trim() || null,
        lines: chosen.map(([idReservationItem, line]) => ({ idReservationItem, amount: line.amount.trim(), taxAmount: line.taxAmount.trim() || null })),
      } } });
      toast.success(t(m.registered, { number: result.registerSupplierInvoice.number }));
      navigate(`${SUPPLIER_PAYABLES_HREF}/${result.registerSupplierInvoice.idSupplierInvoice}`);
    } catch (error) {
      setPending(false);
      // Line paths name the position sent (lines.2.amount): shown on that service's row.
      const fields = errors.fields(error);
      const mapped: Problems = {};
      for (const [path, text] of Object.entries(fields)) {
        const line = /^lines\.(\d+)\.(\w+)$/.exec(path);
        mapped[line ? `${chosen[Number(line[1])]?.[0]}.${line[2]}` : path] = text;
      }
      setProblems(mapped);
      setAlert(errors.message(error) ?? t(m.notRegistered));
    }
  };

  return (
    <>
      <Card title={t(m.formTitle)}>
        {alert && <p className={styles.alert} role="alert">{alert}</p>}
        <div className={styles.stack}>
          <EntityRolePicker role="supplier" activeOnly isRequired label={t(m.supplier)} selectedKey={supplier.id} selectedLabel={supplier.label}
            errorMessage={problems.idSupplier}
            onChange={change((id: string | null, label?: string) => {
              setSupplier({ id, label: label ?? '' });
              setLines({});
              if (id) services.open(servicesOf(id));
            })} />
          <TextField label={t(m.number)} value={number} onChange={change(setNumber)} errorMessage={problems.number} autoComplete="off" isRequired />
          <DatePicker label={t(m.invoiceDate)} value={invoiceDate} onChange={change((v: string | null) => setInvoiceDate(v ?? ''))}
            maxValue={todayIso()} errorMessage={problems.invoiceDate} isRequired />
          <DatePicker label={t(m.dueDate)} description={t(m.dueDateHelp)} value={dueDate} onChange={change(setDueDate)}
            minValue={invoiceDate || undefined} errorMessage={problems.dueDate} />
          <Select label={t(m.currency)} selectedKey={idCurrency} onSelectionChange={change((v: string | null) => setCurrency(v))}
            errorMessage={problems.idCurrency} isRequired items={currencies.map((c) => ({ id: c.idGeneralParameterValue, label: c.code }))} />
          <TextArea label={t(m.note)} value={note} onChange={change(setNote)} rows={2} errorMessage={problems.note} />
        </div>
      </Card>
      <Card title={t(m.services)}>
        {problems.lines && <p className={styles.alert} role="alert">{problems.lines}</p>}
        {supplier.id ? (
          <InvoiceServices key={supplier.id} services={services} idSupplier={supplier.id} lines={lines} problems={problems} isDisabled={pending}
            onChange={change(setLines)} onCurrency={(id) => setCurrency((current) => current ?? id)} />
        ) : <p>{t(m.chooseSupplier)}</p>}
        <FormActions>
          <Button variant="secondary" onPress={() => navigate(SUPPLIER_PAYABLES_HREF)} isDisabled={pending}>{t(m.cancel)}</Button>
          <Button onPress={() => void submit()} isDisabled={pending}>
            {pending && <InlineSpinner label={t(m.saving)} />}{t(m.save)}
          </Button>
        </FormActions>
      </Card>
    </>
  );
}
