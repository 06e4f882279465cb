import { defineMessages } from '../../../app/defineMessages';

export const outboxMessages = defineMessages({
  title: { id: 'mailOutbox.title', defaultMessage: 'Mail outbox', description: 'Page title: every mail the server wrote for this OU' },
  description: {
    id: 'mailOutbox.description',
    defaultMessage: 'Every mail written for this organizational unit, newest first. Without a mail server (SMTP_URL) mail stays here: documents, activation and password reset links.',
    description: 'Page description',
  },
  tableLabel: { id: 'mailOutbox.tableLabel', defaultMessage: 'Mails', description: 'Table label' },
  date: { id: 'mailOutbox.date', defaultMessage: 'Written', description: 'Column: when the mail was written' },
  to: { id: 'mailOutbox.to', defaultMessage: 'To', description: 'Column: recipients' },
  subject: { id: 'mailOutbox.subject', defaultMessage: 'Subject', description: 'Column' },
  status: { id: 'mailOutbox.status', defaultMessage: 'Status', description: 'Column' },
  open: { id: 'mailOutbox.open', defaultMessage: 'Read', description: 'Button: opens a mail' },
  openNamed: { id: 'mailOutbox.openNamed', defaultMessage: 'Read the mail to {to}: {subject}', description: 'Accessible name of the read button' },
  empty: { id: 'mailOutbox.empty', defaultMessage: 'No mail has been written yet.', description: 'Empty list' },
  attachments: { id: 'mailOutbox.attachments', defaultMessage: 'Attachments', description: 'Mail dialog: heading of its files' },
  openAttachment: { id: 'mailOutbox.openAttachment', defaultMessage: 'Open {file}', description: 'Button: opens an attachment' },
  close: { id: 'mailOutbox.close', defaultMessage: 'Close', description: 'Mail dialog close button' },
  failure: { id: 'mailOutbox.failure', defaultMessage: 'The mail server refused it: {failure}', description: 'Mail dialog: why it failed' },
  openFailed: { id: 'mailOutbox.openFailed', defaultMessage: 'The attachment could not be opened', description: 'Toast when an attachment could not be read' },
});
