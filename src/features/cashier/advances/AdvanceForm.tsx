import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation } from 'wouter';
import type { AdvanceForm_options$key } from '../../../__generated__/AdvanceForm_options.graphql';
import { EntityRolePicker } from '../../../app/EntityRolePicker';
import { readServerError } from '../../../app/errors/serverErrors';
import { refusalWords } from '../../../app/forms/failureText';
import { useForm } from '../../../app/forms/useForm';
import type { PathErrors } from '../../../app/forms/validation';
import { todayIso } from '../../../app/format';
import { commitAsync } from '../../../app/graphqlErrors';
import * as styles from '../../../app/list/AdminPage.css';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { FormActions } from '../../../ui/FormActions';
import { PaymentSubmit, useIdempotencyKey } from '../paymentForm';
import { SegmentedControl } from '../../../ui/SegmentedControl';
import { TextArea } from '../../../ui/TextArea';
import { DAILY_CASHIER_HREF } from '../daily-cashier/useDailyCashierTexts';
import { AmountFields, DepositFields } from '../transactions/DepositFields';
import { depositInput, emptyDeposit, validateDeposit, type DepositDraft, type DepositProblems } from '../transactions/depositValidation';
import { cashierTransactionMessages as cm } from '../transactions/messages';
import { advanceMessages as m } from './messages';
import { useAdvanceCreateMutation } from './mutations/useAdvanceCreateMutation';
import { ADVANCES_HREF, useAdvanceTexts } from './useAdvanceTexts';

type Method = 'CASH' | 'DEPOSIT';
type AdvanceProblems = DepositProblems & { idEntity?: 'required' };

/** The advance's checks as codes: the deposit's (only amount and currency for cash) and the customer. */
export function advanceProblems(draft: DepositDraft, method: Method, idEntity: string | null, today: string): AdvanceProblems {
  const found: AdvanceProblems = validateDeposit(draft, today);
  if (method === 'CASH') for (const field of ['depositDate', 'depositType', 'idBank', 'bankAccount', 'number'] as const) delete found[field];
  if (!idEntity) found.idEntity = 'required';
  return found;
}

/** The codes worded on the screen (cashierTransaction.problem.*), by field path. */
const problemErrors = (problems: AdvanceProblems): PathErrors =>
  Object.fromEntries(Object.entries(problems).map(([path, code]) => [path, { message: cm[code] }]));

/** Takes a customer's advance in the cashier's open day. */
export function AdvanceForm({ options }: { options: AdvanceForm_options$key }) {
  const { t, intl } = useAdvanceTexts();
  const [, navigate] = useLocation();
  const data = useFragment(
    graphql`
      fragment AdvanceForm_options on Query {
        myDailyCashierToday { status }
        currencies: getGeneralParameterValues(code: "CURRENCY") { idGeneralParameterValue code }
        banks: getGeneralParameterValues(code: "BANK") { idGeneralParameterValue code name nameEs }
      }
    `,
    options,
  );
  const open = data.myDailyCashierToday?.status === 'OPEN';
  const { key: idempotencyKey, changing: change } = useIdempotencyKey();
  const [customer, setCustomer] = useState<{ id: string | null; label: string }>({ id: null, label: '' });
  const [method, setMethod] = useState<Method>('CASH');
  const [draft, setDraft] = useState<DepositDraft>(() => emptyDeposit(todayIso(), data.currencies[0]?.idGeneralParameterValue ?? ''));
  const [note, setNote] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const [commit] = useAdvanceCreateMutation();
  const problems = advanceProblems(draft, method, customer.id, todayIso());
  const f = useForm({
    validate: () => problemErrors(problems),
    // The server checks what the form checked, so a field problem here is one the form cannot know (a customer of
    // another OU, a bank no longer listed): shown above the form rather than as a toast.
    failure: () => null,
    // The first field is a customer or supplier picker: focused, its list would open over the problems.
    focusProblems: false,
  });
  const shown = f.submitted ? problems : {};

  const submit = f.handleSubmit({
    save: () => {
      setServerError(null);
      return commitAsync(commit, { variables: { data: {
        idempotencyKey, idEntity: customer.id, idCurrency: draft.idCurrency, amount: draft.amount.trim(), method,
        deposit: method === 'DEPOSIT' ? depositInput(draft) : null, note: note.trim() || null,
      } } });
    },
    saved: (response) => t(m.created, { number: response.createAdvance.document?.number ?? '' }),
    failed: t(m.couldNotCreate),
    onSaved: () => navigate(ADVANCES_HREF),
    onFailed: (error) => setServerError(readServerError(error).code === 'NO_DAILY_CASHIER_OPEN' ? t(m.noDailyCashier)
      : refusalWords(intl, error) ?? t(m.couldNotCreate)),
  });

  return (
    <form ref={f.ref} onSubmit={submit} noValidate>
      <Card title={t(m.formTitle)}>
        {!open && (
          <p className={styles.alert} role="alert">
            {t(cm.noDailyCashier)} <Link href={DAILY_CASHIER_HREF}>{t(cm.openDailyCashier)}</Link>
          </p>
        )}
        {serverError && <p className={styles.alert} role="alert">{serverError}</p>}
        <div className={styles.stack}>
          <EntityRolePicker role="customer" activeOnly isRequired label={t(m.customer)} selectedKey={customer.id} selectedLabel={customer.label}
            errorMessage={f.errorOf('idEntity')} onChange={change((id: string | null, label?: string) => setCustomer({ id, label: label ?? '' }))} />
          <SegmentedControl label={t(m.method)} value={method} onChange={change((id: string) => setMethod(id as Method))}
            options={[{ id: 'CASH', label: t(m.cash) }, { id: 'DEPOSIT', label: t(m.deposit) }]} />
          {method === 'DEPOSIT' ? (
            <DepositFields draft={draft} problems={shown} onChange={change(setDraft)} banks={data.banks} currencies={data.currencies}
              today={todayIso()} isDisabled={f.pending} />
          ) : (
            <AmountFields draft={draft} problems={shown} onChange={change(setDraft)} currencies={data.currencies}
              isDisabled={f.pending} />
          )}
          <TextArea label={t(m.note)} value={note} onChange={change(setNote)} rows={2} />
        </div>
        <FormActions>
          <Button variant="secondary" onPress={() => navigate(ADVANCES_HREF)} isDisabled={f.pending}>{t(m.cancel)}</Button>
          <PaymentSubmit pending={f.pending} isDisabled={!open} label={t(m.save)} pendingLabel={t(m.saving)} />
        </FormActions>
      </Card>
    </form>
  );
}
