import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'wouter';
import type { SupplierInvoiceForm_currencies$key } from '../../../__generated__/SupplierInvoiceForm_currencies.graphql';
import { EntityRolePicker } from '../../../app/EntityRolePicker';
import { useServerErrors } from '../../../app/errors/useServerErrors';
import { useForm } from '../../../app/forms/useForm';
import type { PathErrors } from '../../../app/forms/validation';
import { todayIso } from '../../../app/format';
import { commitAsync } from '../../../app/graphqlErrors';
import * as styles from '../../../app/list/AdminPage.css';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DatePicker } from '../../../ui/DatePicker';
import { FormActions } from '../../../ui/FormActions';
import { PaymentSubmit, useIdempotencyKey } from '../paymentForm';
import { Select } from '../../../ui/Select';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import { InvoiceServices, servicesOf, useInvoiceServices, type LineDrafts } from './InvoiceServices';
import { supplierPayableMessages as m } from './messages';
import { useRegisterSupplierInvoiceMutation } from './mutations/useRegisterSupplierInvoiceMutation';
import { SUPPLIER_PAYABLES_HREF, useSupplierPayableTexts } from './useSupplierPayableTexts';

interface Header { idSupplier: string | null; number: string; invoiceDate: string; idCurrency: string | null }

/** The invoice's own checks by path: the header's required fields and at least one service. */
export function invoiceProblems(header: Header, lineCount: number): PathErrors {
  const errors: PathErrors = {};
  for (const field of ['idSupplier', 'number', 'invoiceDate', 'idCurrency'] as const) {
    if (!header[field]?.trim()) errors[field] = { message: m.required };
  }
  if (!lineCount) errors.lines = { message: m.pickService };
  return errors;
}

/** Line paths name the position sent (lines.2.amount); the form keys its rows by service (ri-4.amount). */
const rowPath = (sent: readonly string[]) => (path: string) => {
  const line = /^lines\.(\d+)\.(\w+)$/.exec(path);
  return line ? `${sent[Number(line[1])]}.${line[2]}` : path;
};

/** Registers a supplier's invoice against its services. */
export function SupplierInvoiceForm({ options }: { options: SupplierInvoiceForm_currencies$key }) {
  const { t } = useSupplierPayableTexts();
  const errors = useServerErrors();
  const [, navigate] = useLocation();
  const { currencies } = useFragment(
    graphql`
      fragment SupplierInvoiceForm_currencies on Query {
        currencies: getGeneralParameterValues(code: "CURRENCY") { idGeneralParameterValue code }
      }
    `,
    options,
  );
  // One key per filled form: a double click or a retry after a lost answer registers once.
  const { key, changing: change } = useIdempotencyKey();
  const [supplier, setSupplier] = useState<{ id: string | null; label: string }>({ id: null, label: '' });
  const [number, setNumber] = useState('');
  const [invoiceDate, setInvoiceDate] = useState(todayIso());
  const [dueDate, setDueDate] = useState<string | null>(null);
  const [idCurrency, setCurrency] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<LineDrafts>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [commit] = useRegisterSupplierInvoiceMutation();
  const services = useInvoiceServices();
  const chosen = Object.entries(lines);
  const f = useForm({
    validate: () => invoiceProblems({ idSupplier: supplier.id, number, invoiceDate, idCurrency }, chosen.length),
    // The refusal shows above the form and its field problems on their fields: no toast.
    failure: () => null,
    // The first field is a customer or supplier picker: focused, its list would open over the problems.
    focusProblems: false,
  });

  const submit = f.handleSubmit({
    save: () => {
      setAlert(null);
      return commitAsync(commit, { variables: { data: {
        idempotencyKey: key, idSupplier: supplier.id, number: number.trim(), invoiceDate, dueDate, idCurrency, note: note.trim() || null,
        lines: chosen.map(([idReservationItem, line]) => ({ idReservationItem, amount: line.amount.trim(), taxAmount: line.taxAmount.trim() || null })),
      } } });
    },
    saved: (result) => t(m.registered, { number: result.registerSupplierInvoice.number }),
    failed: t(m.notRegistered),
    onSaved: (result) => navigate(`${SUPPLIER_PAYABLES_HREF}/${result.registerSupplierInvoice.idSupplierInvoice}`),
    onFailed: (error) => setAlert(errors.message(error) ?? t(m.notRegistered)),
    serverPath: rowPath(chosen.map(([id]) => id)),
  });

  return (
    <form ref={f.ref} onSubmit={submit} noValidate>
      <Card title={t(m.formTitle)}>
        {alert && <p className={styles.alert} role="alert">{alert}</p>}
        <div className={styles.stack}>
          <EntityRolePicker role="supplier" activeOnly isRequired label={t(m.supplier)} selectedKey={supplier.id} selectedLabel={supplier.label}
            errorMessage={f.errorOf('idSupplier')}
            onChange={change((id: string | null, label?: string) => {
              setSupplier({ id, label: label ?? '' });
              setLines({});
              if (id) services.open(servicesOf(id));
            })} />
          <TextField label={t(m.number)} value={number} onChange={change(setNumber)} errorMessage={f.errorOf('number')} autoComplete="off" isRequired />
          <DatePicker label={t(m.invoiceDate)} value={invoiceDate} onChange={change((v: string | null) => setInvoiceDate(v ?? ''))}
            maxValue={todayIso()} errorMessage={f.errorOf('invoiceDate')} isRequired />
          <DatePicker label={t(m.dueDate)} description={t(m.dueDateHelp)} value={dueDate} onChange={change(setDueDate)}
            minValue={invoiceDate || undefined} errorMessage={f.errorOf('dueDate')} />
          <Select label={t(m.currency)} selectedKey={idCurrency} onSelectionChange={change((v: string | null) => setCurrency(v))}
            errorMessage={f.errorOf('idCurrency')} isRequired items={currencies.map((c) => ({ id: c.idGeneralParameterValue, label: c.code }))} />
          <TextArea label={t(m.note)} value={note} onChange={change(setNote)} rows={2} errorMessage={f.errorOf('note')} />
        </div>
      </Card>
      <Card title={t(m.services)}>
        {f.errorOf('lines') && <p className={styles.alert} role="alert">{f.errorOf('lines')}</p>}
        {supplier.id ? (
          <InvoiceServices key={supplier.id} services={services} idSupplier={supplier.id} lines={lines} errorOf={f.errorOf}
            isDisabled={f.pending} onChange={change(setLines)} onCurrency={(id) => setCurrency((current) => current ?? id)} />
        ) : <p>{t(m.chooseSupplier)}</p>}
        <FormActions>
          <Button variant="secondary" onPress={() => navigate(SUPPLIER_PAYABLES_HREF)} isDisabled={f.pending}>{t(m.cancel)}</Button>
          <PaymentSubmit pending={f.pending} label={t(m.save)} pendingLabel={t(m.saving)} />
        </FormActions>
      </Card>
    </form>
  );
}
