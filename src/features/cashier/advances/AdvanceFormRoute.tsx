import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLocation } from 'wouter';
import type { AdvanceFormRouteQuery as RouteQuery } from '../../../__generated__/AdvanceFormRouteQuery.graphql';
import { readServerError } from '../../../app/errors/serverErrors';
import { refusalWords } from '../../../app/forms/failureText';
import { commitAsync } from '../../../app/graphqlErrors';
import * as styles from '../../../app/list/AdminPage.css';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { FormActions } from '../../../ui/FormActions';
import { InlineSpinner } from '../../../ui/InlineSpinner';
import { PageHeader } from '../../../ui/PageHeader';
import { SegmentedControl } from '../../../ui/SegmentedControl';
import { TextArea } from '../../../ui/TextArea';
import { toast } from '../../../ui/toastQueue';
import { AmountFields, DepositFields } from '../transactions/DepositFields';
import { depositInput, emptyDeposit, validateDeposit, type DepositDraft, type DepositProblems } from '../transactions/depositValidation';
import { cashierTransactionMessages as cm } from '../transactions/messages';
import { DAILY_CASHIER_HREF } from '../daily-cashier/useDailyCashierTexts';
import { todayIso } from '../../../app/format';
import { EntityRolePicker } from '../../../app/EntityRolePicker';
import { advanceMessages as m } from './messages';
import { useAdvanceCreateMutation } from './mutations/useAdvanceCreateMutation';
import { ADVANCES_HREF, useAdvanceTexts } from './useAdvanceTexts';

const AdvanceFormRouteQuery = graphql`
  query AdvanceFormRouteQuery @preloadable {
    myDailyCashierToday { status }
    currencies: getGeneralParameterValues(code: "CURRENCY") { idGeneralParameterValue code }
    banks: getGeneralParameterValues(code: "BANK") { idGeneralParameterValue code name nameEs }
  }
`;

/** /cashier-transaction/payment/advances/new: takes a customer's advance in the cashier's open day. */
export function AdvanceFormRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useAdvanceTexts();
  const { reference, refetch, resetKey } = useRouteQueryRef<RouteQuery>(AdvanceFormRouteQuery);
  return (
    <section className={styles.page}>
      <PageHeader title={t(m.formTitle)} description={t(m.formDescription)} breadcrumbs={breadcrumbs({ label: t(m.formTitle) })}
        breadcrumbsLabel={breadcrumbsLabel} />
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<LoadingPage />}>
        <AdvanceForm reference={reference} />
      </ListBoundary>
    </section>
  );
}

function AdvanceForm({ reference }: { reference: PreloadedQuery<RouteQuery> }) {
  const { t, intl } = useAdvanceTexts();
  const [, navigate] = useLocation();
  const data = usePreloadedQuery<RouteQuery>(AdvanceFormRouteQuery, reference);
  const open = data.myDailyCashierToday?.status === 'OPEN';
  // One key per form: a double click or a retry after a lost answer takes the advance once.
  const [idempotencyKey, setKey] = useState(() => crypto.randomUUID());
  const [customer, setCustomer] = useState<{ id: string | null; label: string }>({ id: null, label: '' });
  const [method, setMethod] = useState<'CASH' | 'DEPOSIT'>('CASH');
  const [draft, setDraft] = useState<DepositDraft>(() => emptyDeposit(todayIso(), data.currencies[0]?.idGeneralParameterValue ?? ''));
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<DepositProblems & { idEntity?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [commit] = useAdvanceCreateMutation();
  const change = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setKey(crypto.randomUUID());
  };

  const submit = async () => {
    const found: DepositProblems & { idEntity?: string } = validateDeposit(draft, todayIso());
    if (method === 'CASH') for (const field of ['depositDate', 'depositType', 'idBank', 'bankAccount', 'number'] as const) delete found[field];
    if (!customer.id) found.idEntity = t(cm.required);
    setProblems(found);
    if (Object.keys(found).length || pending) return;
    setPending(true);
    setServerError(null);
    try {
      const response = await commitAsync(commit, { variables: { data: {
        idempotencyKey, idEntity: customer.id, idCurrency: draft.idCurrency, amount: draft.amount.trim(), method,
        deposit: method === 'DEPOSIT' ? depositInput(draft) : null, note: note.trim() || null,
      } } });
      toast.success(t(m.created, { number: response.createAdvance.document?.number ?? '' }));
      navigate(ADVANCES_HREF);
    } catch (error) {
      setPending(false);
      // The server checks what the form checked, so a field problem here is one the form cannot know (a customer of
      // another OU, a bank no longer listed): shown above the form.
      setServerError(readServerError(error).code === 'NO_DAILY_CASHIER_OPEN' ? t(m.noDailyCashier)
        : refusalWords(intl, error) ?? t(m.couldNotCreate));
    }
  };

  return (
    <Card title={t(m.formTitle)}>
      {!open && (
        <p className={styles.alert} role="alert">
          {t(cm.noDailyCashier)} <Link href={DAILY_CASHIER_HREF}>{t(cm.openDailyCashier)}</Link>
        </p>
      )}
      {serverError && <p className={styles.alert} role="alert">{serverError}</p>}
      <div className={styles.stack}>
        <EntityRolePicker role="customer" activeOnly isRequired label={t(m.customer)} selectedKey={customer.id} selectedLabel={customer.label}
          errorMessage={problems.idEntity} onChange={change((id: string | null, label?: string) => setCustomer({ id, label: label ?? '' }))} />
        <SegmentedControl label={t(m.method)} value={method} onChange={change((id: string) => setMethod(id as 'CASH' | 'DEPOSIT'))}
          options={[{ id: 'CASH', label: t(m.cash) }, { id: 'DEPOSIT', label: t(m.deposit) }]} />
        {method === 'DEPOSIT' ? (
          <DepositFields draft={draft} problems={problems} onChange={change(setDraft)} banks={data.banks} currencies={data.currencies}
            today={todayIso()} isDisabled={pending} />
        ) : (
          <AmountFields draft={draft} problems={problems} onChange={change(setDraft)} currencies={data.currencies}
            isDisabled={pending} />
        )}
        <TextArea label={t(m.note)} value={note} onChange={change(setNote)} rows={2} />
      </div>
      <FormActions>
        <Button variant="secondary" onPress={() => navigate(ADVANCES_HREF)} isDisabled={pending}>{t(m.cancel)}</Button>
        <Button onPress={() => void submit()} isDisabled={pending || !open}>
          {pending && <InlineSpinner label={t(m.saving)} />}{t(m.save)}
        </Button>
      </FormActions>
    </Card>
  );
}
