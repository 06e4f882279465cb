import { useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toastQueue';
import { adminMessages } from '../list/adminMessages';
import { useAdminTexts } from '../list/useAdminTexts';

export interface ConfirmActionProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  /** `danger` (the default) for deleting, ending and resetting; `primary` for an action one can undo. */
  variant?: 'danger' | 'primary';
  /** The action (usually a mutation); while it runs the dialog waits, and a refusal stays in it. */
  run: () => Promise<unknown>;
  /** The success toast. */
  done: string;
  /** After the success toast (a navigation, a refresh). */
  onDone?: () => void;
  /** The screen's failure message; the dialog adds what the server said (failureText). */
  failed: string;
  /** Instead of the failure message for some refusals (a conflict the screen words itself); undefined: the default. */
  refusal?: (error: unknown) => string | undefined;
}

/** An administration screen's yes/no question before an action: the action, its success toast, its refusal in words. */
export function ConfirmAction({ run, done, onDone, failed, refusal, variant = 'danger', ...dialog }: ConfirmActionProps) {
  const { t, failureText } = useAdminTexts();
  return (
    <ConfirmDialog
      {...dialog}
      cancelLabel={t(adminMessages.cancel)}
      pendingLabel={t(adminMessages.working)}
      variant={variant}
      onConfirm={async () => {
        await run();
        toast.success(done);
        onDone?.();
      }}
      formatError={(error) => refusal?.(error) ?? failureText(failed, error)}
    />
  );
}

/**
 * A button that asks before its action (delete a record, reset a user's authenticator): its label is also the
 * question's title; a danger question has a danger button, any other a secondary one.
 */
export function ConfirmButton({ label, isDisabled, ...action }: Omit<ConfirmActionProps, 'isOpen' | 'onOpenChange' | 'title'> & {
  label: string;
  isDisabled?: boolean;
}) {
  const [isOpen, setOpen] = useState(false);
  const danger = (action.variant ?? 'danger') === 'danger';
  return (
    <>
      <Button variant={danger ? 'danger' : 'secondary'} onPress={() => setOpen(true)} isDisabled={isDisabled}>{label}</Button>
      <ConfirmAction {...action} title={label} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
