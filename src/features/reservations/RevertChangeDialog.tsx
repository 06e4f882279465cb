import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { RevertChangeDialogMutation } from '../../__generated__/RevertChangeDialogMutation.graphql';
import { refusalWords } from '../../app/forms/failureText';
import { commitAsync } from '../../app/graphqlErrors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toastQueue';

export interface RevertTexts {
  title: string;
  message: string;
  confirm: string;
  cancel: string;
  /** Success toast. */
  reverted: string;
  /** Failure toast (SPEC.md section 8's wording); the dialog adds the server's reason. */
  failed: string;
}

/**
 * Asks before reverting one history entry of an item or passenger (revertReservationChange) and says how it went:
 * a success toast, or an error toast with the dialog kept open showing why (e.g. a newer change came in).
 */
export function RevertChangeDialog({ idReservationHistory, texts, onClose, onReverted }: {
  /** The entry asked about; null closes the dialog. */
  idReservationHistory: string | null;
  texts: RevertTexts;
  onClose: () => void;
  onReverted: () => void;
}) {
  const [revert] = useMutation<RevertChangeDialogMutation>(graphql`
    mutation RevertChangeDialogMutation($idReservationHistory: ID!) {
      revertReservationChange(idReservationHistory: $idReservationHistory) { idReservationHistory }
    }
  `);
  const intl = useIntl();
  return (
    <ConfirmDialog
      isOpen={idReservationHistory != null}
      onOpenChange={(open) => { if (!open) onClose(); }}
      title={texts.title}
      message={texts.message}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
      fallbackErrorMessage={texts.failed}
      formatError={(error) => refusalWords(intl, error) ?? texts.failed}
      onConfirm={async () => {
        try {
          await commitAsync(revert, { variables: { idReservationHistory: idReservationHistory! } });
        } catch (error) {
          toast.error(texts.failed);
          throw error;
        }
        toast.success(texts.reverted);
        onReverted();
      }}
    />
  );
}

/**
 * Revert in a history list (an item's, a passenger's): the button a revertible entry offers when the person may revert,
 * and the confirmation it opens; after a revert the confirmation closes and `onReverted` runs.
 */
export function useRevertChange({ canRevert, texts, onReverted }: {
  /** Whether the person may revert at all (revertReservationChange). */
  canRevert: boolean;
  texts: RevertTexts;
  onReverted: () => void;
}) {
  const [reverting, setReverting] = useState<string | null>(null);
  return {
    revertButton: (entry: { idReservationHistory: string; canRevert: boolean }) => canRevert && entry.canRevert && (
      <Button size="sm" variant="secondary" onPress={() => setReverting(entry.idReservationHistory)}>{texts.confirm}</Button>
    ),
    revertDialog: (
      <RevertChangeDialog idReservationHistory={reverting} texts={texts} onClose={() => setReverting(null)}
        onReverted={() => {
          setReverting(null);
          onReverted();
        }} />
    ),
  };
}
