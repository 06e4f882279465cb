import { marginByCustomer } from './marginReports.ts';
import { accountsReceivable, advances, dailyCashierClose } from './financeReports.ts';
import { reservationsByStatus, salesByPeriod } from './salesReports.ts';
import { inventoryOccupancy, marginByService, passengerManifest, supplierPayables } from './serviceReports.ts';
import { payablesAgeing } from './payablesAgeingReport.ts';
import { supplierStatement } from './supplierStatementReport.ts';
import type { ReportDefinition, ReportKey } from './reportTypes.ts';

/** Every report the server generates, by key. */
export const REPORTS: Partial<Record<ReportKey, ReportDefinition>> = Object.fromEntries(
  [salesByPeriod, reservationsByStatus, passengerManifest, marginByService, accountsReceivable, dailyCashierClose,
    advances, supplierPayables, inventoryOccupancy, marginByCustomer, payablesAgeing, supplierStatement].map((d) => [d.key, d]),
);

export const reportDefinition = (key: string): ReportDefinition | undefined =>
  Object.hasOwn(REPORTS, key) ? REPORTS[key as ReportKey] : undefined;
