import { readServerError } from '../../../app/errors/serverErrors';
import { refusalWords } from '../../../app/forms/failureText';
import { commitAsync } from '../../../app/graphqlErrors';
import { toast } from '../../../ui/toastQueue';
import { VoidDialogShell } from '../VoidDialogShell';
import { useVoidReason } from '../voidReason';
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
  const [commit] = useAdvanceVoidMutation();
  const voiding = useVoidReason({
    run: (reason, idempotencyKey) => commitAsync(commit, { variables: { idAdvance: advance.idAdvance, reason, idempotencyKey } }),
    refused: (error) => {
      const server = readServerError(error);
      const why = server.code === 'NO_DAILY_CASHIER_OPEN' ? t(m.noDailyCashier)
        : server.reason === 'IN_USE' ? t(m.inUse) : server.reason === 'ALREADY_VOIDED' ? t(m.alreadyVoided)
          : refusalWords(intl, error);
      toast.error(why ? `${t(m.voidFailed)}: ${why}` : t(m.voidFailed));
      onVoided();
    },
    voided: () => {
      toast.success(t(m.voided));
      onVoided();
      onClose();
    },
  });
  return (
    <VoidDialogShell title={t(m.voidTitle, { number: advance.number })}
      message={t(m.voidMessage, { amount: formatAmount(intl.locale, advance.total, advance.currency, 'code') })}
      reasonLabel={t(m.reason)} reason={voiding.reason} onReasonChange={voiding.setReason}
      reasonError={voiding.problem ? t(voiding.problem) : undefined} keepLabel={t(m.keep)} voidLabel={t(m.void)}
      voidingLabel={t(m.voiding)} pending={voiding.pending} onConfirm={voiding.confirm} onClose={onClose} />
  );
}
