import { defineMessages } from '../defineMessages';

// The one word a screen shows of the audit trail before it opens: the rest (./messages) comes with the dialog.
export const auditButtonMessages = defineMessages({
  open: 'audit.open',
});
