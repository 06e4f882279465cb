import { defineMessages } from '../../../app/defineMessages';

export const outboxMessages = defineMessages({
  title: 'mailOutbox.title',
  description: 'mailOutbox.description',
  tableLabel: 'mailOutbox.tableLabel',
  date: 'mailOutbox.date',
  to: 'mailOutbox.to',
  subject: 'mailOutbox.subject',
  status: 'mailOutbox.status',
  open: 'mailOutbox.open',
  openNamed: 'mailOutbox.openNamed',
  empty: 'mailOutbox.empty',
  attachments: 'mailOutbox.attachments',
  openAttachment: 'mailOutbox.openAttachment',
  close: 'mailOutbox.close',
  failure: 'mailOutbox.failure',
  openFailed: 'mailOutbox.openFailed',
});
