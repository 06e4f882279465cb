import type { MessageDescriptor } from 'react-intl';
import type { SubmitPlan } from './useForm';

/** A record's toasts for a create and an update, and for either failing, as each area's messages name them. */
export type RecordSaveMessages = Record<'created' | 'updated' | 'createFailed' | 'updateFailed', MessageDescriptor>;

/**
 * A record form's submit plan: the update when there is a saved record (null: a new one), else the create; the
 * area's toasts for whichever ran; then onSaved (usually back to the list).
 */
export function recordSave(t: (message: MessageDescriptor) => string, m: RecordSaveMessages, { update, create, onSaved }: {
  update: (() => Promise<unknown>) | null | undefined;
  create: () => Promise<unknown>;
  onSaved: () => void;
}): SubmitPlan<void> {
  return {
    save: async () => {
      await (update ?? create)();
    },
    saved: t(update ? m.updated : m.created),
    failed: t(update ? m.updateFailed : m.createFailed),
    onSaved,
  };
}
