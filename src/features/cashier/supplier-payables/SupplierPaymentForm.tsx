import { useState } from 'react';
import { todayIso } from '../../../app/format';
import { useServerErrors } from '../../../app/errors/useServerErrors';
import { useForm } from '../../../app/forms/useForm';
import type { PathErrors } from '../../../app/forms/validation';
import { commitAsync } from '../../../app/graphqlErrors';
import * as styles from '../../../app/list/AdminPage.css';
import { Card } from '../../../ui/Card';
import { DatePicker } from '../../../ui/DatePicker';
import { FormActions } from '../../../ui/FormActions';
import { PaymentSubmit, useIdempotencyKey } from '../paymentForm';
import { MoneyField } from '../../../ui/MoneyField';
import { SegmentedControl } from '../../../ui/SegmentedControl';
import { TextField } from '../../../ui/TextField';
import { supplierPayableMessages as m } from './messages';
import { usePaySupplierInvoiceMutation } from './mutations/usePaySupplierInvoiceMutation';
import { useSupplierPayableTexts } from './useSupplierPayableTexts';

/**
 * Pays the invoice: cash or transfer, the document that proves it, the amount (starts at what is open). One key per
 * filled form: a double click or a retry after a lost answer pays once; changing a field makes a new request.
 */
export function SupplierPaymentForm({ idSupplierInvoice, openAmount, currency }: { idSupplierInvoice: string; openAmount: string; currency: string }) {
  const { t, money } = useSupplierPayableTexts();
  const errors = useServerErrors();
  const { key, changing } = useIdempotencyKey();
  const [method, setMethod] = useState<'CASH' | 'TRANSFER'>('TRANSFER');
  const [documentNumber, setDocumentNumber] = useState('');
  const [paymentDate, setPaymentDate] = useState(todayIso());
  const [amount, setAmount] = useState(openAmount);
  const [alert, setAlert] = useState<string | null>(null);
  const [commit] = usePaySupplierInvoiceMutation();
  const f = useForm({
    validate: () => {
      const found: PathErrors = {};
      if (!documentNumber.trim()) found.documentNumber = { message: m.required };
      if (!amount.trim()) found.amount = { message: m.required };
      return found;
    },
    // The refusal shows above the form, where the payment is.
    failure: () => null,
  });
  const change = <T,>(field: string, set: (value: T) => void) => changing((value: T) => {
    set(value);
    f.edited(field);
  });
  const submit = f.handleSubmit({
    save: () => {
      setAlert(null);
      return commitAsync(commit, { variables: { data: {
        idempotencyKey: key, idSupplierInvoice, method, documentNumber: documentNumber.trim(), paymentDate, amount: amount.trim(),
      } } });
    },
    saved: t(m.paidToast, { amount: money(amount.trim(), currency) }),
    failed: t(m.payFailed),
    onFailed: (error) => setAlert(errors.message(error) ?? t(m.payFailed)),
  });
  return (
    <Card title={t(m.pay)}>
      <form ref={f.ref} onSubmit={submit} noValidate>
        {alert && <p className={styles.alert} role="alert">{alert}</p>}
        <div className={styles.stack}>
          <SegmentedControl label={t(m.method)} value={method} onChange={change('method', (id: string) => setMethod(id as 'CASH' | 'TRANSFER'))}
            options={[{ id: 'TRANSFER', label: t(m.methodTRANSFER) }, { id: 'CASH', label: t(m.methodCASH) }]} />
          <TextField label={t(m.documentNumber)} description={t(m.documentHelp)} value={documentNumber} onChange={change('documentNumber', setDocumentNumber)}
            errorMessage={f.errorOf('documentNumber')} autoComplete="off" isRequired isDisabled={f.pending} />
          <DatePicker label={t(m.paymentDate)} value={paymentDate} onChange={change('paymentDate', (v: string | null) => setPaymentDate(v ?? ''))}
            maxValue={todayIso()} errorMessage={f.errorOf('paymentDate')} isRequired isDisabled={f.pending} />
          <MoneyField label={t(m.amount)} currency={currency} value={amount} onChange={change('amount', setAmount)} errorMessage={f.errorOf('amount')}
            isRequired isDisabled={f.pending} />
        </div>
        <FormActions>
          <PaymentSubmit pending={f.pending} label={t(m.payNow)} pendingLabel={t(m.paying)} />
        </FormActions>
      </form>
    </Card>
  );
}
