import { defineMessages } from '../../app/defineMessages';

/** The supplier's statement on the entity page (issue 24). */
export const supplierStatementMessages = defineMessages({
  title: 'entities.statement.title',
  description: 'entities.statement.description',
  table: 'entities.statement.table',
  currency: 'entities.statement.currency',
  expected: 'entities.statement.expected',
  invoiced: 'entities.statement.invoiced',
  paid: 'entities.statement.paid',
  open: 'entities.statement.open',
  toInvoice: 'entities.statement.toInvoice',
  overdue: 'entities.statement.overdue',
  empty: 'entities.statement.empty',
  invoices: 'entities.statement.invoices',
  number: 'entities.statement.number',
  dueDate: 'entities.statement.dueDate',
  total: 'entities.statement.total',
});
