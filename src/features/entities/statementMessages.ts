import { defineMessages } from '../../app/defineMessages';

/** The supplier's statement on the entity page (issue 24). */
export const supplierStatementMessages = defineMessages({
  title: { id: 'entities.statement.title', defaultMessage: 'Supplier statement', description: 'Card heading' },
  description: {
    id: 'entities.statement.description',
    defaultMessage: 'What this supplier is expected to be paid for the services sold, what it invoiced, what was paid and what is open.',
    description: 'Card text',
  },
  table: { id: 'entities.statement.table', defaultMessage: 'Statement by currency', description: 'Table accessible name' },
  currency: { id: 'entities.statement.currency', defaultMessage: 'Currency', description: 'Column' },
  expected: { id: 'entities.statement.expected', defaultMessage: 'Expected', description: 'Column' },
  invoiced: { id: 'entities.statement.invoiced', defaultMessage: 'Invoiced', description: 'Column' },
  paid: { id: 'entities.statement.paid', defaultMessage: 'Paid', description: 'Column' },
  open: { id: 'entities.statement.open', defaultMessage: 'Open', description: 'Column' },
  toInvoice: { id: 'entities.statement.toInvoice', defaultMessage: 'Not invoiced yet', description: 'Column' },
  overdue: { id: 'entities.statement.overdue', defaultMessage: 'Overdue', description: 'Column: open amount past its due date' },
  empty: { id: 'entities.statement.empty', defaultMessage: 'Nothing expected, invoiced or paid for this supplier yet.', description: 'Empty statement' },
  invoices: { id: 'entities.statement.invoices', defaultMessage: 'Latest invoices', description: 'Table accessible name' },
  number: { id: 'entities.statement.number', defaultMessage: 'Invoice', description: 'Column' },
  dueDate: { id: 'entities.statement.dueDate', defaultMessage: 'Due date', description: 'Column' },
  total: { id: 'entities.statement.total', defaultMessage: 'Total', description: 'Column' },
});
