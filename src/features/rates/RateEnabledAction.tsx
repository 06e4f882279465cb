import { useState } from 'react';
import type { IntlShape } from 'react-intl';
import { readServerError, refusalText } from '../../app/errors/serverErrors';
import { commitAsync, readGraphQLError } from '../../app/graphqlErrors';
import { adminMessages } from '../../app/list/adminMessages';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toastQueue';
import { rateMessages as m } from './messages';
import { useRateEnabledMutation } from './mutations/useRateEnabledMutation';
import { useRateTexts } from './useRateTexts';

/**
 * Enable / Disable of a saved rate, after a confirmation. A refusal stays in the dialog as 'Error disabling rate' or
 * 'Error enabling rate' (SPEC.md section 8) followed by the server's reason, e.g. the overlapping rate it names.
 */
export function RateEnabledAction({ idRateInstance, code, enabled, isDisabled }: {
  idRateInstance: string; code: string; enabled: boolean; isDisabled?: boolean;
}) {
  const { t, intl } = useRateTexts();
  const [open, setOpen] = useState(false);
  const [setEnabled] = useRateEnabledMutation();
  const action = enabled ? m.disable : m.enable;
  return (
    <>
      <Button variant={enabled ? 'danger' : 'secondary'} onPress={() => setOpen(true)} isDisabled={isDisabled}>{t(action)}</Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t(action)}
        message={t(enabled ? m.disableConfirm : m.enableConfirm, { code })}
        confirmLabel={t(action)}
        cancelLabel={t(adminMessages.cancel)}
        pendingLabel={t(adminMessages.working)}
        variant={enabled ? 'danger' : 'primary'}
        onConfirm={async () => {
          await commitAsync(setEnabled, { variables: { idRateInstance, enabled: !enabled } });
          toast.success(t(enabled ? m.disabledToast : m.enabledToast));
        }}
        formatError={(error) => failureWithReason(t(enabled ? m.disableFailed : m.enableFailed), error,
          t(adminMessages.forbidden), intl)}
      />
    </>
  );
}

/** "Error enabling rate: <the server's reason>"; a refusal by role gets the translated role message instead. */
export function failureWithReason(message: string, error: unknown, forbiddenText: string, intl: IntlShape): string {
  const info = readGraphQLError(error);
  if (info.code === 'FORBIDDEN') return `${message}. ${forbiddenText}`;
  // A coded reason (the overlapping rate and its ranges) or field problem in the reader's language.
  const reason = refusalText(intl, readServerError(error));
  return reason ? `${message}: ${reason}` : message;
}
