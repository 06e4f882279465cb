import { useState } from 'react';
import { readServerError } from '../../../app/errors/serverErrors';
import { refusalWords } from '../../../app/forms/failureText';
import { commitAsync } from '../../../app/graphqlErrors';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { InlineSpinner } from '../../../ui/InlineSpinner';
import { TextArea } from '../../../ui/TextArea';
import { toast } from '../../../ui/toastQueue';
import { voidReasonProblem } from '../voidReason';
import { formatAmount } from '../../../app/format';
import type { AdvanceRowSummary } from './AdvancesListTable';
import { advanceMessages as m } from './messages';
import { useAdvanceVoidMutation } from './mutations/useAdvanceVoidMutation';
import { useAdvanceTexts } from './useAdvanceTexts';

/** Confirms voiding an untouched advance with a required reason; one idempotency key per dialog. */
export function AdvanceVoidDialog({ advance, onVoided, onClose }: {
  advance: AdvanceRowSummary; onVoided: () => void; onClose: () => void;
}) {
  const { t, intl } = useAdvanceTexts();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [commit] = useAdvanceVoidMutation();
  const problem = voidReasonProblem(reason);
  const confirm = async () => {
    setTried(true);
    if (problem || pending) return;
    setPending(true);
    try {
      await commitAsync(commit, { variables: { idAdvance: advance.idAdvance, reason: reason.trim(), idempotencyKey } });
    } catch (error) {
      setPending(false);
      const server = readServerError(error);
      const why = server.code === 'NO_DAILY_CASHIER_OPEN' ? t(m.noDailyCashier)
        : server.reason === 'IN_USE' ? t(m.inUse) : server.reason === 'ALREADY_VOIDED' ? t(m.alreadyVoided)
          : refusalWords(intl, error);
      toast.error(why ? `${t(m.voidFailed)}: ${why}` : t(m.voidFailed));
      onVoided();
      return;
    }
    toast.success(t(m.voided));
    onVoided();
    onClose();
  };
  return (
    <Dialog isOpen onOpenChange={(open) => !open && !pending && onClose()} title={t(m.voidTitle, { number: advance.number })}
      role="alertdialog" size="sm" isDismissable={false}
      footer={(
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>{t(m.keep)}</Button>
          <Button variant="danger" onPress={() => void confirm()} isDisabled={pending}>
            {pending && <InlineSpinner label={t(m.voiding)} />}{t(m.void)}
          </Button>
        </>
      )}>
      <p>{t(m.voidMessage, { amount: formatAmount(intl.locale, advance.total, advance.currency, 'code') })}</p>
      <TextArea label={t(m.reason)} isRequired value={reason} onChange={setReason} rows={2}
        errorMessage={tried && problem ? t(problem) : undefined} />
    </Dialog>
  );
}
