import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'wouter';
import type { SubmitPlan } from './useForm';

/** A record's toasts for a create and an update, and for either failing, as each area's messages name them. */
export type RecordSaveMessages = Record<'created' | 'updated' | 'createFailed' | 'updateFailed', MessageDescriptor>;

/**
 * A record form's submit plans: the update when there is a saved record (null: a new one), else the create; the
 * area's toasts for whichever ran; then back to the list the form came from.
 */
export function useRecordSave(m: RecordSaveMessages, listHref: string) {
  const { formatMessage: t } = useIntl();
  const [, navigate] = useLocation();
  return ({ update, create }: {
    update: (() => Promise<unknown>) | null | undefined;
    create: () => Promise<unknown>;
  }): SubmitPlan<void> => ({
    save: async () => {
      await (update ?? create)();
    },
    saved: t(update ? m.updated : m.created),
    failed: t(update ? m.updateFailed : m.createFailed),
    onSaved: () => navigate(listHref),
  });
}
