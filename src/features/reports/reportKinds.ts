/** The report keys (shared with Home, which links to /reports?report=<key>&from=&to=) and what each dialog asks. */
export const REPORT_KEYS = [
  'salesByPeriod', 'reservationsByStatus', 'passengerManifest', 'marginByService', 'accountsReceivable',
  'dailyCashierClose', 'advances', 'supplierPayables', 'inventoryOccupancy', 'marginByCustomer',
  'payablesAgeing', 'supplierStatement',
] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

export const isReportKey = (value: string | null | undefined): value is ReportKey =>
  REPORT_KEYS.includes(value as ReportKey);

export type ReportParam = 'status' | 'currency' | 'customer' | 'supplier' | 'product' | 'groupBy';
export type ReportGroup = 'sales' | 'operations' | 'finance';

export interface ReportKind {
  key: ReportKey;
  group: ReportGroup;
  params: readonly ReportParam[];
  /** Longest range in days the server takes (server/src/domain/reports). */
  maxDays: number;
  /** The default range: the last `defaultDays` days up to today, or starting today when `future`. */
  defaultDays: number;
  future?: boolean;
  statuses?: readonly string[];
  /** Offered parameters the report cannot run without (the server refuses it too). */
  required?: readonly ReportParam[];
}

const SOLD = ['CONFIRMED', 'PARTIALLY_PAID', 'PAID'] as const;

export const REPORT_KINDS: readonly ReportKind[] = [
  { key: 'salesByPeriod', group: 'sales', params: ['groupBy', 'status', 'currency', 'customer'], maxDays: 366, defaultDays: 30, statuses: SOLD },
  { key: 'reservationsByStatus', group: 'sales', params: ['status', 'currency', 'customer'], maxDays: 366, defaultDays: 30,
    statuses: ['QUOTE', 'CONFIRMED', 'PARTIALLY_PAID', 'PAID', 'CANCELLED'] },
  { key: 'marginByService', group: 'sales', params: ['product', 'currency'], maxDays: 366, defaultDays: 30 },
  { key: 'marginByCustomer', group: 'sales', params: ['customer', 'currency'], maxDays: 366, defaultDays: 30 },
  { key: 'passengerManifest', group: 'operations', params: ['product'], maxDays: 31, defaultDays: 1, future: true },
  { key: 'inventoryOccupancy', group: 'operations', params: ['product'], maxDays: 366, defaultDays: 90, future: true },
  { key: 'accountsReceivable', group: 'finance', params: ['customer', 'currency'], maxDays: 1098, defaultDays: 365 },
  { key: 'dailyCashierClose', group: 'finance', params: ['currency'], maxDays: 31, defaultDays: 1 },
  { key: 'supplierPayables', group: 'finance', params: ['supplier', 'currency'], maxDays: 366, defaultDays: 30, future: true },
  { key: 'payablesAgeing', group: 'finance', params: ['supplier', 'currency'], maxDays: 1098, defaultDays: 365 },
  { key: 'supplierStatement', group: 'finance', params: ['supplier', 'currency'], required: ['supplier'], maxDays: 1098, defaultDays: 365 },
  { key: 'advances', group: 'finance', params: ['status', 'customer', 'currency'], maxDays: 366, defaultDays: 30,
    statuses: ['AVAILABLE', 'APPLIED', 'VOIDED'] },
];

export const REPORT_GROUPS: readonly ReportGroup[] = ['sales', 'operations', 'finance'];
