import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { InlineSpinner } from '../../ui/InlineSpinner';
import { TextArea } from '../../ui/TextArea';

/**
 * The cashier's "void this?" dialog (a payment, a supplier payment, an advance): what is voided, a required reason,
 * keep or void; it cannot be dismissed while the void runs.
 */
export function VoidDialogShell({ title, message, reasonLabel, reasonDescription, reason, onReasonChange, reasonError,
  keepLabel, voidLabel, voidingLabel, pending, onConfirm, onClose }: {
  title: string; message: ReactNode; reasonLabel: string; reasonDescription?: string; reason: string;
  onReasonChange: (reason: string) => void; reasonError?: string; keepLabel: string; voidLabel: string; voidingLabel: string;
  pending: boolean; onConfirm: () => void; onClose: () => void;
}) {
  return (
    <Dialog isOpen onOpenChange={(open) => !open && !pending && onClose()} title={title} role="alertdialog" size="sm"
      isDismissable={false}
      footer={(
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>{keepLabel}</Button>
          <Button variant="danger" onPress={onConfirm} isDisabled={pending}>
            {pending && <InlineSpinner label={voidingLabel} />}{voidLabel}
          </Button>
        </>
      )}>
      <p>{message}</p>
      <TextArea label={reasonLabel} description={reasonDescription} isRequired value={reason} onChange={onReasonChange} rows={2}
        errorMessage={reasonError} />
    </Dialog>
  );
}
