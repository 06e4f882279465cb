import { useState } from 'react';
import { todayIso } from '../../../app/format';
import { useServerErrors } from '../../../app/errors/useServerErrors';
import { commitAsync } from '../../../app/graphqlErrors';
import * as styles from '../../../app/list/AdminPage.css';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DatePicker } from '../../../ui/DatePicker';
import { FormActions } from '../../../ui/FormActions';
import { InlineSpinner } from '../../../ui/InlineSpinner';
import { MoneyField } from '../../../ui/MoneyField';
import { SegmentedControl } from '../../../ui/SegmentedControl';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toastQueue';
import { supplierPayableMessages as m } from './messages';
import { usePaySupplierInvoiceMutation } from './mutations/usePaySupplierInvoiceMutation';
import { useSupplierPayableTexts } from './useSupplierPayableTexts';

type Field = 'documentNumber' | 'amount' | 'paymentDate' | 'method';

/**
 * Pays the invoice: cash or transfer, the document that proves it, the amount (starts at what is open). One key per
 * filled form: a double click or a retry after a lost answer pays once; changing a field makes a new request.
 */
export function SupplierPaymentForm({ idSupplierInvoice, openAmount, currency }: { idSupplierInvoice: string; openAmount: string; currency: string }) {
  const { t, money } = useSupplierPayableTexts();
  const errors = useServerErrors();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [method, setMethod] = useState<'CASH' | 'TRANSFER'>('TRANSFER');
  const [documentNumber, setDocumentNumber] = useState('');
  const [paymentDate, setPaymentDate] = useState(todayIso());
  const [amount, setAmount] = useState(openAmount);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [commit] = usePaySupplierInvoiceMutation();
  const change = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setKey(crypto.randomUUID());
  };
  const submit = async () => {
    const found: Partial<Record<Field, string>> = {};
    if (!documentNumber.trim()) found.documentNumber = t(m.required);
    if (!amount.trim()) found.amount = t(m.required);
    setProblems(found);
    if (Object.keys(found).length || pending) return;
    setPending(true);
    setAlert(null);
    try {
      await commitAsync(commit, { variables: { data: {
        idempotencyKey: key, idSupplierInvoice, method, documentNumber: documentNumber.trim(), paymentDate, amount: amount.trim(),
      } } });
      toast.success(t(m.paidToast, { amount: money(amount.trim(), currency) }));
    } catch (error) {
      setPending(false);
      setProblems(errors.fields(error) as Partial<Record<Field, string>>);
      setAlert(errors.message(error) ?? t(m.payFailed));
    }
  };
  return (
    <Card title={t(m.pay)}>
      {alert && <p className={styles.alert} role="alert">{alert}</p>}
      <div className={styles.stack}>
        <SegmentedControl label={t(m.method)} value={method} onChange={change((id: string) => setMethod(id as 'CASH' | 'TRANSFER'))}
          options={[{ id: 'TRANSFER', label: t(m.methodTRANSFER) }, { id: 'CASH', label: t(m.methodCASH) }]} />
        <TextField label={t(m.documentNumber)} description={t(m.documentHelp)} value={documentNumber} onChange={change(setDocumentNumber)}
          errorMessage={problems.documentNumber} autoComplete="off" isRequired isDisabled={pending} />
        <DatePicker label={t(m.paymentDate)} value={paymentDate} onChange={change((v: string | null) => setPaymentDate(v ?? ''))}
          maxValue={todayIso()} errorMessage={problems.paymentDate} isRequired isDisabled={pending} />
        <MoneyField label={t(m.amount)} currency={currency} value={amount} onChange={change(setAmount)} errorMessage={problems.amount}
          isRequired isDisabled={pending} />
      </div>
      <FormActions>
        <Button onPress={() => void submit()} isDisabled={pending}>
          {pending && <InlineSpinner label={t(m.paying)} />}{t(m.payNow)}
        </Button>
      </FormActions>
    </Card>
  );
}
