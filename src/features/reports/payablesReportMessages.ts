import { defineMessages } from '../../app/defineMessages';

/** Names, cards and line kinds of the reports "Payables ageing" and "Supplier statement" (issue 24). */
export const payablesReportMessages = defineMessages({
  payablesAgeingTitle: 'reports.payablesAgeing.title',
  payablesAgeingDescription: 'reports.payablesAgeing.description',
  supplierStatementTitle: 'reports.supplierStatement.title',
  supplierStatementDescription: 'reports.supplierStatement.description',
  statusSERVICE: 'reports.status.SERVICE',
  statusINVOICE: 'reports.status.INVOICE',
  statusNOT_DUE: 'reports.status.NOT_DUE',
  statusDAYS_1_30: 'reports.status.DAYS_1_30',
  statusDAYS_31_60: 'reports.status.DAYS_31_60',
  statusDAYS_61_90: 'reports.status.DAYS_61_90',
  statusDAYS_OVER_90: 'reports.status.DAYS_OVER_90',
});
