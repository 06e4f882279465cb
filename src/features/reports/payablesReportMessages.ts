import { defineMessages } from '../../app/defineMessages';

/** Names, cards and line kinds of the reports "Payables ageing" and "Supplier statement" (issue 24). */
export const payablesReportMessages = defineMessages({
  payablesAgeingTitle: { id: 'reports.payablesAgeing.title', defaultMessage: 'Payables ageing', description: 'Report name' },
  payablesAgeingDescription: {
    id: 'reports.payablesAgeing.description',
    defaultMessage: 'What is owed to each supplier, by days past the invoices\' due dates at the end date: not due, 1-30, 31-60, 61-90 and over 90.',
    description: 'Report card',
  },
  supplierStatementTitle: { id: 'reports.supplierStatement.title', defaultMessage: 'Supplier statement', description: 'Report name' },
  supplierStatementDescription: {
    id: 'reports.supplierStatement.description',
    defaultMessage: 'One supplier\'s services and invoices: expected, invoiced, paid and open, with totals per currency.',
    description: 'Report card',
  },
  statusSERVICE: { id: 'reports.status.SERVICE', defaultMessage: 'Service', description: 'Supplier statement line: a service and its expected cost' },
  statusINVOICE: { id: 'reports.status.INVOICE', defaultMessage: 'Invoice', description: 'Supplier statement line: a supplier invoice' },
  statusNOT_DUE: { id: 'reports.status.NOT_DUE', defaultMessage: 'Not due', description: 'Payables ageing bucket' },
  statusDAYS_1_30: { id: 'reports.status.DAYS_1_30', defaultMessage: '1-30 days', description: 'Payables ageing bucket' },
  statusDAYS_31_60: { id: 'reports.status.DAYS_31_60', defaultMessage: '31-60 days', description: 'Payables ageing bucket' },
  statusDAYS_61_90: { id: 'reports.status.DAYS_61_90', defaultMessage: '61-90 days', description: 'Payables ageing bucket' },
  statusDAYS_OVER_90: { id: 'reports.status.DAYS_OVER_90', defaultMessage: 'Over 90 days', description: 'Payables ageing bucket' },
});
