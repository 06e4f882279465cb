import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ProgressBar } from 'react-aria-components';
import { Button } from './Button';
import * as styles from './ConfirmDialog.css';
import { Dialog } from './Dialog';
import { InlineSpinner } from './InlineSpinner';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` paints the confirm button red, for deleting and voiding. */
  variant?: 'danger' | 'primary';
  /**
   * The action. If it returns a promise the confirm button shows a pending state, the dialog cannot be dismissed,
   * and it closes once the promise resolves; on rejection it stays open showing the error text.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Called when the person cancels (button, Escape). */
  onCancel?: () => void;
  /**
   * Turns a rejection into what the dialog shows (a text, or lines: the message and its reason); defaults to the
   * Error's message, else `fallbackErrorMessage`.
   */
  formatError?: (error: unknown) => ReactNode;
  fallbackErrorMessage?: string;
  /** Accessible name of the progress indicator on the confirm button while pending. */
  pendingLabel?: string;
}

/** The dialog of ./ConfirmDialog, loaded when a page first asks one. */
export function ConfirmDialogFrame({
  isOpen, onOpenChange, title, message, confirmLabel = 'Confirm', cancelLabel = 'Cancel', variant = 'primary',
  onConfirm, onCancel, formatError, fallbackErrorMessage = 'Something went wrong.', pendingLabel = 'Working…',
}: ConfirmDialogProps) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => { mounted.current = false; };
  }, []);

  // A fresh question each time it opens.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) { setError(null); setPending(false); }
  }

  const describe = (e: unknown): ReactNode => {
    if (formatError) return formatError(e);
    return e instanceof Error && e.message ? e.message : fallbackErrorMessage;
  };

  const confirm = async () => {
    setError(null);
    let result: void | Promise<unknown>;
    try {
      result = onConfirm();
    } catch (e) {
      setError(describe(e));
      return;
    }
    if (!result || typeof (result as Promise<unknown>).then !== 'function') {
      onOpenChange(false);
      return;
    }
    setPending(true);
    try {
      await result;
      if (mounted.current) { setPending(false); onOpenChange(false); }
    } catch (e) {
      if (mounted.current) { setPending(false); setError(describe(e)); }
    }
  };

  const cancel = () => {
    if (isPending) return;
    onCancel?.();
    onOpenChange(false);
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : cancel())}
      title={title}
      role="alertdialog"
      size="sm"
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      footer={(
        <>
          <Button variant="secondary" onPress={cancel} isDisabled={isPending}>{cancelLabel}</Button>
          <Button variant={variant} onPress={() => void confirm()} isPending={isPending}>
            {isPending && (
              // react-aria links this progress bar to the button, so the pending state is announced.
              <ProgressBar aria-label={pendingLabel} isIndeterminate className={styles.progress}>
                <InlineSpinner />
              </ProgressBar>
            )}
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {typeof message === 'string' ? <p className={styles.message}>{message}</p> : message}
      {error && <div role="alert" className={styles.error}>{error}</div>}
    </Dialog>
  );
}
