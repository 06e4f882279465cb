import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OuPaymentTermsCard_query$key as TermsKey } from '../../../__generated__/OuPaymentTermsCard_query.graphql';
import { useServerErrors } from '../../../app/errors/useServerErrors';
import { commitAsync } from '../../../app/graphqlErrors';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { InlineSpinner } from '../../../ui/InlineSpinner';
import { NumberField } from '../../../ui/NumberField';
import { Select } from '../../../ui/Select';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toastQueue';
import { paymentScheduleMessages as m } from './messages';
import { useReleaseOverdueMutation } from './mutations/useReleaseOverdueMutation';
import { useSetPaymentTermsMutation } from './mutations/useSetPaymentTermsMutation';
import * as styles from './PaymentSchedules.css';
import { usePaymentScheduleTexts } from './usePaymentScheduleTexts';

/** Part of the payment schedules list's route query: the card shows with the list. */
const termsFragment = graphql`
  fragment OuPaymentTermsCard_query on Query {
    paymentTerms { depositKind depositValue depositDueDays balanceDaysBefore graceDays overdueAction }
  }
`;

type Kind = 'PERCENT' | 'AMOUNT';
type Action = 'FLAG' | 'RELEASE';
interface Draft {
  depositKind: Kind; depositValue: string; depositDueDays: number | null; balanceDaysBefore: number | null;
  graceDays: number | null; overdueAction: Action;
}

/** The card while the list's query loads. */
export function OuPaymentTermsCardLoading() {
  const { t } = usePaymentScheduleTexts();
  return <Card title={t(m.termsTitle)}><Spinner label={t(m.termsTitle)} /></Card>;
}

/**
 * The OU's default payment terms and its overdue-deposit policy (FLAG or RELEASE), which confirmations of customers
 * without their own terms get; with RELEASE, the overdue reservations can be released from here. The typed values
 * stay in the fields when the server refuses them, with its words under each.
 */
export function OuPaymentTermsCard({ query }: { query: TermsKey }) {
  const { t } = usePaymentScheduleTexts();
  const errors = useServerErrors();
  const { paymentTerms } = useFragment(termsFragment, query);
  const [draft, setDraft] = useState<Draft>({ ...paymentTerms, depositKind: paymentTerms.depositKind as Kind, overdueAction: paymentTerms.overdueAction as Action });
  const [saved, setSaved] = useState<Action>(paymentTerms.overdueAction as Action);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<'save' | 'release' | null>(null);
  const [save] = useSetPaymentTermsMutation();
  const [release] = useReleaseOverdueMutation();
  const change = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = async () => {
    setPending('save');
    try {
      const result = await commitAsync(save, { variables: { data: { ...draft, depositValue: draft.depositValue.trim() } } });
      setProblems({});
      setSaved(result.setPaymentTerms.overdueAction as Action);
      toast.success(t(m.termsSaved));
    } catch (error) {
      setProblems(errors.fields(error));
      toast.error(t(m.termsNotSaved));
    } finally {
      setPending(null);
    }
  };
  const releaseNow = async () => {
    setPending('release');
    try {
      const result = await commitAsync(release, { variables: {} });
      const codes = result.releaseOverdueReservations;
      toast.success(codes.length ? t(m.released, { count: codes.length, codes: codes.join(', ') }) : t(m.releasedNone));
    } catch (error) {
      toast.error(errors.message(error) ?? t(m.unknownReason));
    } finally {
      setPending(null);
    }
  };
  return (
    <Card title={t(m.termsTitle)}>
      <form className={styles.termsGrid} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <Select label={t(m.depositKind)} selectedKey={draft.depositKind} onSelectionChange={(key) => change({ depositKind: (key ?? 'PERCENT') as Kind })}
          items={[{ id: 'PERCENT', label: t(m.depositPercent) }, { id: 'AMOUNT', label: t(m.depositAmount) }]} />
        <TextField label={t(draft.depositKind === 'PERCENT' ? m.depositPercentValue : m.depositAmountValue)} value={draft.depositValue}
          inputMode="decimal" onChange={(value) => change({ depositValue: value })} errorMessage={problems.depositValue} />
        <NumberField label={t(m.depositDueDays)} description={t(m.depositDueDaysHelp)} minValue={0} maxValue={365}
          value={draft.depositDueDays} onChange={(value) => change({ depositDueDays: value })} errorMessage={problems.depositDueDays} />
        <NumberField label={t(m.balanceDaysBefore)} minValue={0} maxValue={365}
          value={draft.balanceDaysBefore} onChange={(value) => change({ balanceDaysBefore: value })} errorMessage={problems.balanceDaysBefore} />
        <NumberField label={t(m.graceDays)} minValue={0} maxValue={365}
          value={draft.graceDays} onChange={(value) => change({ graceDays: value })} errorMessage={problems.graceDays} />
        <Select label={t(m.overdueAction)} selectedKey={draft.overdueAction} onSelectionChange={(key) => change({ overdueAction: (key ?? 'FLAG') as Action })}
          items={[{ id: 'FLAG', label: t(m.actionFlag) }, { id: 'RELEASE', label: t(m.actionRelease) }]} errorMessage={problems.overdueAction} />
        <div className={styles.termsActions}>
          {saved === 'RELEASE' && (
            <Button variant="danger" onPress={() => void releaseNow()} isDisabled={pending !== null}>
              {pending === 'release' && <InlineSpinner label={t(m.releasing)} />}{t(m.releaseNow)}
            </Button>
          )}
          <Button type="submit" isDisabled={pending !== null}>
            {pending === 'save' && <InlineSpinner label={t(m.saving)} />}{t(m.saveTerms)}
          </Button>
        </div>
      </form>
    </Card>
  );
}
