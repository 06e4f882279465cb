import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../ui/Button';
import { FormActions } from '../../ui/FormActions';
import { adminMessages } from '../list/adminMessages';
import { useAdminTexts } from '../list/useAdminTexts';

/** A record form's closing row: Cancel back to the list, then Create (a new record) or Save; both wait for a save. */
export function FormFooter({ cancelHref, isEdit, pending, cancelLabel, start }: {
  cancelHref: string;
  isEdit: boolean;
  pending: boolean;
  /** Instead of "Cancel" (a saved rate goes back to its list). */
  cancelLabel?: string;
  /** Secondary actions on the left. */
  start?: ReactNode;
}) {
  const { t } = useAdminTexts();
  const [, navigate] = useLocation();
  return (
    <FormActions start={start}>
      <Button variant="secondary" onPress={() => navigate(cancelHref)} isDisabled={pending}>
        {cancelLabel ?? t(adminMessages.cancel)}
      </Button>
      <Button type="submit" isPending={pending}>{t(isEdit ? adminMessages.save : adminMessages.create)}</Button>
    </FormActions>
  );
}
