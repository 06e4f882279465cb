/**
 * What a report is: its parameters, its columns, one SQL query that lists its rows in a unique order (read in keyset
 * batches, never whole) and the sums of its money and count columns (per currency when it has one).
 */

export const REPORT_KEYS = [
  'salesByPeriod', 'reservationsByStatus', 'passengerManifest', 'marginByService', 'accountsReceivable',
  'dailyCashierClose', 'advances', 'supplierPayables', 'inventoryOccupancy', 'marginByCustomer',
  'payablesAgeing', 'supplierStatement',
] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

export type ColumnType = 'text' | 'date' | 'month' | 'money' | 'integer' | 'percent' | 'status';

export interface ReportColumn {
  key: string;
  type: ColumnType;
  /** Summed in the totals (money and integer columns). */
  total?: boolean;
}

/** Parameters after validation: dates are ISO days, ids are uuids of the caller's OU. */
export interface ReportParams {
  from: string;
  to: string;
  status?: string;
  idCurrency?: string;
  idCustomer?: string;
  idSupplier?: string;
  idProduct?: string;
  groupBy?: 'day' | 'month';
}

type ParamName = 'status' | 'currency' | 'customer' | 'supplier' | 'product' | 'groupBy';

/** A SQL fragment with its parameters ($1 is always the OU). */
interface ReportQuery {
  sql: string;
  params: unknown[];
}

interface ReportChart {
  /** How the client draws it. */
  kind: 'bar' | 'doughnut';
  /** SQL answering label, currency (or null) and value rows, in display order; bounded by the parameters. */
  query: ReportQuery;
}

export interface ReportDefinition {
  key: ReportKey;
  /** The BACK permission that lets a role generate it. */
  permission: string;
  /** Which optional parameters the dialog offers. */
  params: ParamName[];
  /** Offered parameters the report cannot run without (the supplier of a supplier's statement). */
  required?: ParamName[];
  /** Longest from..to span in days (a year-long manifest is refused). */
  maxDays: number;
  /** Allowed values of `status`, when it has one. */
  statuses?: readonly string[];
  columns: ReportColumn[];
  /** Column (a key of `columns`) holding the currency code; totals are per currency when set. */
  currencyColumn?: string;
  /**
   * The rows, each with the columns plus `k1`, `k2`, ... (the unique order), ordered by them. The runner adds the
   * keyset condition and the limit around it, so the query must be flattenable (no limit of its own).
   */
  rows: (idOu: string, params: ReportParams) => ReportQuery;
  chart?: (idOu: string, params: ReportParams) => ReportChart;
}

export class ReportParamError extends Error {
  constructor(readonly field: string, readonly reason: string, readonly detail: Record<string, unknown> = {}) {
    super(`${field}: ${reason}`);
  }
}
